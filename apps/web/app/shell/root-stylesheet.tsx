import rootStylesheetHref from '@storefront/ui/fonts.css?url';
import { createContext, useContext } from 'react';

/**
 * The address of the built site-wide stylesheet (the font faces). A `?url` import rather than a side-effect
 * one: Vite still builds and hashes the file, but it is no route stylesheet in React Router's manifest.
 */
export const ROOT_STYLESHEET_HREF: string = rootStylesheetHref;

/**
 * The root stylesheet's text on the server (entry.server provides it, read from the client build), null where
 * it is to be linked instead (no build: development, tests). Absent in the browser.
 */
export const RootStylesheetText = createContext<string | null | undefined>(undefined);

/** Marks the inlined stylesheet, so the browser can find the text the server sent. */
const INLINE_ATTRIBUTE = 'data-root-stylesheet';

let textInDocument: string | null | undefined;

/**
 * The text of the `<style>` the server sent, read once: the browser's bundle does not carry the stylesheet
 * (it would be downloaded twice), so hydration renders the same element with the text already in the page.
 * The same string on every later render, so React never rewrites the element.
 */
function inlinedByServer(): string | null {
  if (textInDocument === undefined) {
    textInDocument =
      typeof document === 'undefined'
        ? null
        : (document.querySelector(`style[${INLINE_ATTRIBUTE}]`)?.textContent ?? null);
  }
  return textInDocument;
}

/**
 * The site-wide stylesheet (the font faces) in the head: inline in a built shop, so the first paint waits for
 * no stylesheet request; a plain link where the server has no built text. It is not a route stylesheet (no
 * side-effect import, no `links` entry), so React Router's `<Links>` neither renders nor fetches it on
 * navigation: this element is the only one, rendered the same way on the server, at hydration and after.
 */
export function RootStylesheet() {
  const fromServer = useContext(RootStylesheetText);
  const css = fromServer === undefined ? inlinedByServer() : fromServer;
  if (css === null) return <link rel="stylesheet" href={ROOT_STYLESHEET_HREF} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, checked to hold no `</style`.
  return <style {...{ [INLINE_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: css }} />;
}
