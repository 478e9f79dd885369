import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// Opens every story of the built Storybook in Chromium, in the light and the dark theme, and asks axe for
// WCAG 2.2 A/AA violations. The built site is served by a tiny static server started here, so this check
// needs `pnpm build-storybook` (turbo's e2e task depends on it) but not the shop.
//
// Stories are opened in the preview iframe (`iframe.html`), never through the manager, so no Storybook
// navigation can race ours. One page per theme loads the preview once and then moves from story to story
// through the preview's own channel (`setCurrentStory`, what the manager sends when a designer clicks a
// story), with axe-core injected once per page load: a check costs a render and an axe run, not a page load,
// a bundle parse and an axe injection. A finding fails at once (no second look that could let it pass); a
// story that does not render is loaded on its own once more, since that is a render timeout, not a finding.
// Every finding is collected first and asserted once, so one run shows all of them.

/** The built Storybook; STORYBOOK_STATIC_DIR checks a build made elsewhere (`storybook build -o <dir>`). */
const STATIC_DIR = process.env.STORYBOOK_STATIC_DIR
  ? resolve(process.env.STORYBOOK_STATIC_DIR)
  : fileURLToPath(new URL('../../apps/storybook/storybook-static/', import.meta.url));
const INDEX = join(STATIC_DIR, 'index.json');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the spec asks of every screen. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build, injected into the preview before its own scripts run. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** How long one story may take to render (a loaded CI machine is slow, a hung story should not stop all). */
const RENDER_TIMEOUT_MS = 20_000;

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

/** Every story of the build, or only those whose id matches STORYBOOK_A11Y_STORIES (a regular expression). */
function readStories(): IndexEntry[] {
  if (!existsSync(INDEX)) {
    throw new Error(`No built Storybook at ${STATIC_DIR}: run \`pnpm build-storybook\` before this test.`);
  }
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
  const only = process.env.STORYBOOK_A11Y_STORIES
    ? new RegExp(process.env.STORYBOOK_A11Y_STORIES)
    : undefined;
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (only === undefined || only.test(entry.id)),
  );
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
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
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        // The build does not change while the test runs: one download of each bundle serves every story.
        'Cache-Control': 'public, max-age=3600, immutable',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The parts of a story's `parameters.a11y` this check honours (plain data, so it crosses into Node). */
interface StoryA11y {
  /** Rules a story turns off, each with the reason written beside it in the story file. */
  disabledRules: string[];
  /** Selectors a story keeps out of the check. */
  exclude: string[];
}

/** The preview iframe's own record of what it rendered (Storybook 10's `PreviewWeb`). */
interface PreviewRender {
  id?: string;
  phase?: string;
  story?: { parameters?: { a11y?: unknown } };
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: PreviewRender;
      /** What the preview does on the manager's `setCurrentStory` event (a story picked in the sidebar). */
      onSetCurrentStory?: (selection: { storyId: string; viewMode: 'story' }) => Promise<void>;
    };
  }
}

/** The preview address of a story; `a11y.manual` stops the a11y addon's own axe run colliding with ours. */
function storyUrl(origin: string, storyId: string, theme: Theme): string {
  return `${origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;
}

/** Waits until Storybook says the story's render is over, or says why it is not. */
async function waitForRender(page: Page, storyId: string): Promise<string> {
  return page
    .waitForFunction(
      (id) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== id) {
          return document.body.classList.contains('sb-show-nopreview') && render === undefined
            ? 'missing'
            : false;
        }
        // `finished` comes after the render, the play function and the afterEach hooks, so a story that
        // opens a modal in `play` is checked open.
        return ['finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false;
      },
      storyId,
      { timeout: RENDER_TIMEOUT_MS },
    )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => 'timed out');
}

/** Loads the preview on a story (a fresh page load). */
async function loadStory(page: Page, origin: string, storyId: string, theme: Theme): Promise<string> {
  await page.goto(storyUrl(origin, storyId, theme), { waitUntil: 'domcontentloaded' });
  return waitForRender(page, storyId);
}

/** Moves the loaded preview to another story, as the manager does when a story is picked in the sidebar. */
async function switchStory(page: Page, storyId: string): Promise<string> {
  await page.evaluate((id) => {
    void window.__STORYBOOK_PREVIEW__?.onSetCurrentStory?.({ storyId: id, viewMode: 'story' });
  }, storyId);
  return waitForRender(page, storyId);
}

/** Why the story on the page did not render, from Storybook's error display. */
async function renderFailure(page: Page, phase: string): Promise<string> {
  const error = await page
    .locator('#error-message')
    .textContent({ timeout: 1_000 })
    .catch(() => '');
  const message = error?.trim().split('\n')[0];
  return `the story did not render (${phase})${message ? `: ${message}` : ''}`;
}

/** The story's own a11y parameters, read once it has rendered. */
async function storyA11y(page: Page): Promise<StoryA11y> {
  return page.evaluate(() => {
    const parameter = window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y as
      | { config?: { rules?: { id?: string; enabled?: boolean }[] }; context?: { exclude?: unknown } }
      | undefined;
    const disabledRules = (parameter?.config?.rules ?? [])
      .filter((rule) => rule.enabled === false && typeof rule.id === 'string')
      .map((rule) => rule.id as string);
    const rawExclude = parameter?.context?.exclude;
    const exclude = (Array.isArray(rawExclude) ? rawExclude : rawExclude ? [rawExclude] : []).filter(
      (selector): selector is string => typeof selector === 'string',
    );
    return { disabledRules, exclude };
  });
}

/** Storybook's own chrome is not ours to check. */
const STORYBOOK_CHROME = [
  '.sb-wrapper',
  '#storybook-docs',
  '#storybook-highlights-root',
  '.sb-errordisplay',
  '.sb-nopreview',
  '.sb-preparing-story',
  '.sb-preparing-docs',
];

/** Axe's findings for the story on the page, one line per rule with the offending elements. */
async function axeFindings(page: Page, a11y: StoryA11y): Promise<string[]> {
  // Fonts change text metrics and colours are checked on the final layout; two frames let effects settle.
  const violations = await page.evaluate(
    async ({ exclude, options }) => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }
      ).axe;
      const results = await axe.run({ exclude: exclude.map((selector) => [selector]) }, options);
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
      }));
    },
    {
      exclude: [...STORYBOOK_CHROME, ...a11y.exclude],
      options: {
        runOnly: { type: 'tag', values: WCAG_TAGS },
        resultTypes: ['violations'],
        rules: Object.fromEntries(a11y.disabledRules.map((id) => [id, { enabled: false }])),
      } satisfies RunOptions,
    },
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
        )
        .join(', ')}`,
  );
}

/**
 * Checks one story in one theme on a page whose preview is already loaded in that theme (or not yet loaded).
 * A story that does not render through the channel is loaded on its own once: a busy machine can miss a
 * render deadline, and a fresh load tells a slow story from a broken one.
 */
async function checkStory(page: Page, origin: string, storyId: string, theme: Theme): Promise<string[]> {
  const loaded = page.url().startsWith(`${origin}/iframe.html`);
  let phase = loaded ? await switchStory(page, storyId) : await loadStory(page, origin, storyId, theme);
  if (phase !== 'finished') phase = await loadStory(page, origin, storyId, theme);
  if (phase !== 'finished') {
    const reason = await renderFailure(page, phase);
    // The next story starts from a fresh load rather than from a preview in an unknown state.
    await page.goto('about:blank');
    return [reason];
  }
  return axeFindings(page, await storyA11y(page));
}

async function newStoryPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // Still frames: a fade-in caught half way would be reported as low contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript({ content: AXE_SOURCE });
  return page;
}

const stories = readStories();

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

  test('a story reached through the channel keeps the theme, and a violation in it is found', async ({
    context,
  }) => {
    const [first, second] = stories;
    test.skip(second === undefined, 'needs two stories');
    if (first === undefined || second === undefined) return;
    const page = await newStoryPage(context);
    expect(await loadStory(page, origin, first.id, 'dark')).toBe('finished');
    expect(await switchStory(page, second.id)).toBe('finished');
    expect(await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.id)).toBe(second.id);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await axeFindings(page, await storyA11y(page))).toEqual([]);
    // An image without a text alternative, planted in the story: the check must name it.
    await page.evaluate(() =>
      document
        .querySelector('#storybook-root')
        ?.insertAdjacentHTML('beforeend', '<img src="data:," width="8">'),
    );
    expect((await axeFindings(page, await storyA11y(page))).join('\n')).toContain('image-alt');
    await page.close();
  });

  test('in the light and the dark theme (WCAG 2.2 A/AA)', async ({ context }) => {
    test.setTimeout(Math.max(300_000, stories.length * THEMES.length * 10_000));
    const problems: Record<string, string[]> = {};
    const started = Date.now();
    // One page per theme, side by side: most of a check's time is rendering and axe, one core each.
    await Promise.all(
      THEMES.map(async (theme) => {
        const page = await newStoryPage(context);
        for (const story of stories) {
          const findings = await checkStory(page, origin, story.id, theme);
          if (findings.length > 0) problems[`${story.id} (${theme})`] = findings;
        }
        await page.close();
      }),
    );
    // The sweep's running time, for the CI log: it has to stay well inside the CI budget.
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `storybook-a11y: ${stories.length} stories x ${THEMES.length} themes in ${Math.round(seconds)} s (${Math.round((seconds * 1000) / (stories.length * THEMES.length))} ms a check, load ${(loadavg()[0] ?? 0).toFixed(2)})`,
    );
    const report = Object.entries(problems)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, findings]) => `${key}\n  ${findings.join('\n  ')}`)
      .join('\n');
    expect(
      Object.keys(problems).length,
      `axe violations in ${Object.keys(problems).length} story/theme pairs:\n${report}`,
    ).toBe(0);
  });
});
