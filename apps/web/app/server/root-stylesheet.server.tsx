import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { ROOT_STYLESHEET_HREF, RootStylesheetText } from '../shell/root-stylesheet';

// This module ends up in build/server/index.js or a chunk under build/server/assets/: the client build (where
// Vite wrote the stylesheet the `?url` import names) is build/client, one or two folders up.
const CLIENT_BUILD_CANDIDATES = ['../client/', '../../client/'];

const read = new Map<string, string | null>();

/**
 * The text of the built stylesheet at `href` (an address in the client build, e.g. `/assets/fonts-….css`), to
 * put into the document as a `<style>`: on a phone's round trips a linked stylesheet holds back the first
 * paint by a whole request. Read from the client build once per address, not per request. Null where there is
 * no built file (development, where Vite serves the stylesheet itself, and tests) or where the text could not
 * sit inside a `<style>` element (`</style` in it): the page then links the stylesheet as before.
 */
export function readBuiltStylesheet(href: string, base = import.meta.env.BASE_URL): string | null {
  const cached = read.get(href);
  if (cached !== undefined) return cached;
  let css: string | null = null;
  if (href.startsWith(base) && !href.includes('..')) {
    const file = href.slice(base.length);
    for (const candidate of CLIENT_BUILD_CANDIDATES) {
      try {
        css = readFileSync(new URL(candidate + file, import.meta.url), 'utf8');
        break;
      } catch {
        // not there: the next candidate
      }
    }
  }
  if (css !== null && /<\/style/i.test(css)) css = null;
  read.set(href, css);
  return css;
}

/** Gives the document's `<RootStylesheet>` the built stylesheet's text (or null: link it). */
export function WithRootStylesheet({ children }: { children: ReactNode }) {
  return (
    <RootStylesheetText value={readBuiltStylesheet(ROOT_STYLESHEET_HREF)}>{children}</RootStylesheetText>
  );
}
