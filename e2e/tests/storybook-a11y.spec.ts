import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// Opens every story of the built Storybook in Chromium, in the light and the dark theme, and asks axe for
// WCAG 2.1 A/AA violations. The built site is served by a tiny static server started here, so this check
// needs `pnpm build-storybook` but not the shop.

const STATIC_DIR = fileURLToPath(new URL('../../apps/storybook/storybook-static/', import.meta.url));
const INDEX = join(STATIC_DIR, 'index.json');

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

function readStories(): IndexEntry[] {
  if (!existsSync(INDEX)) {
    throw new Error(`No built Storybook at ${STATIC_DIR}: run \`pnpm build-storybook\` before this test.`);
  }
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

function serveStatic(root: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const stories = readStories();

/** Axe's findings for one story, one line per rule with the offending elements. */
type Findings = string[];

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on(event: string, listener: (...args: unknown[]) => void): void;
      off(event: string, listener: (...args: unknown[]) => void): void;
      emit(event: string, ...args: unknown[]): void;
    };
  }
}

/**
 * Shows a story in the already loaded preview through Storybook's channel (much faster than a page load
 * per story) and resolves with whether it rendered.
 */
function showStory(page: Page, storyId: string): Promise<'rendered' | 'failed'> {
  return (
    page
      .evaluate(
        (id) =>
          new Promise<'rendered' | 'failed'>((resolve) => {
            const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
            if (!channel) {
              resolve('failed');
              return;
            }
            const finish = (result: 'rendered' | 'failed') => {
              clearTimeout(timer);
              channel.off('storyRendered', onRendered);
              for (const event of FAILURES) channel.off(event, onFailed);
              resolve(result);
            };
            const onRendered = (rendered: unknown) => {
              if (rendered === id || (rendered as { storyId?: string } | undefined)?.storyId === id)
                finish('rendered');
            };
            const onFailed = () => finish('failed');
            const FAILURES = ['storyErrored', 'storyThrewException', 'storyMissing'];
            // A story that never reports back counts as failed (and is retried with a page load).
            const timer = setTimeout(() => finish('failed'), 15_000);
            channel.on('storyRendered', onRendered);
            for (const event of FAILURES) channel.on(event, onFailed);
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }),
        storyId,
      )
      // The preview can reload itself (e.g. Vite's handler for a chunk that failed to load), which destroys
      // this evaluation; the caller then loads the story afresh.
      .catch(() => 'failed' as const)
  );
}

/** The preview address of a story; a11y.manual stops the a11y addon's own axe run colliding with ours. */
function storyPath(storyId: string, theme: 'light' | 'dark'): string {
  return `/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;
}

/** Loads a story with a full page load and resolves with whether it rendered. */
async function loadStory(page: Page, url: string): Promise<'rendered' | 'failed'> {
  await page.goto(url);
  // Storybook marks the body once the story has rendered (or failed to).
  await page.waitForFunction(() =>
    ['sb-show-main', 'sb-show-errordisplay'].some((c) => document.body.classList.contains(c)),
  );
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  return failed ? 'failed' : 'rendered';
}

async function axeFindings(page: Page): Promise<Findings> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Storybook's own chrome is not ours to check.
    .exclude('.sb-wrapper')
    .exclude('#storybook-docs')
    .exclude('.sb-errordisplay')
    .exclude('.sb-nopreview')
    .exclude('.sb-preparing-story')
    .exclude('.sb-preparing-docs')
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test.describe('every Storybook story passes axe', () => {
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    server = await serveStatic(STATIC_DIR);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  test('the built Storybook lists stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(Math.max(120_000, stories.length * 8_000));
      // Still frames: a fade-in caught half way would be reported as low contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const first = stories[0]!;
      const firstOutcome = await loadStory(page, `${origin}${storyPath(first.id, theme)}`);
      const problems: Record<string, Findings> = {};
      if (firstOutcome === 'failed') problems[first.id] = ['the story failed to render'];
      // The first story is checked last, after a switch like every other, so all are checked the same way.
      for (const story of [...stories.slice(1), first]) {
        if (story === first && firstOutcome === 'failed') continue;
        let outcome = await showStory(page, story.id);
        // A failed story can leave the preview unusable (or its late error can land on the next story), so
        // check it again from a fresh page load before reporting it.
        if (outcome === 'failed') outcome = await loadStory(page, `${origin}${storyPath(story.id, theme)}`);
        if (outcome === 'failed') {
          problems[story.id] = ['the story failed to render'];
          continue;
        }
        const findings = await axeFindings(page);
        if (findings.length > 0) problems[story.id] = findings;
      }
      expect(problems, `axe violations in the ${theme} theme`).toEqual({});
    });
  }
});
