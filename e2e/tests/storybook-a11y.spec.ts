import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

// Opens every story of the built Storybook in Chromium, in the light and the dark theme, and asks axe for
// WCAG 2.2 A/AA violations. The built site is served by a tiny static server started here, so this check
// needs `pnpm build-storybook` (turbo's e2e task depends on it) but not the shop.
//
// Each story is opened on its own in the preview iframe (`iframe.html?id=…`), never through the manager, so
// no Storybook navigation can race ours; a page load is cheap because the static server lets Chromium cache
// the bundles. Every finding is collected first and asserted once, so one run shows all of them.

/** The built Storybook; STORYBOOK_STATIC_DIR checks a build made elsewhere (`storybook build -o <dir>`). */
const STATIC_DIR = process.env.STORYBOOK_STATIC_DIR
  ? resolve(process.env.STORYBOOK_STATIC_DIR)
  : fileURLToPath(new URL('../../apps/storybook/storybook-static/', import.meta.url));
const INDEX = join(STATIC_DIR, 'index.json');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the spec asks of every screen. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Pages working through the stories side by side; most of a story's time is waiting, not computing. */
const PARALLEL_PAGES = Number(process.env.STORYBOOK_A11Y_PAGES) || 2;

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

/** The outcome of opening one story: its a11y parameters once rendered, or why it did not render. */
type RenderOutcome = { rendered: true; a11y: StoryA11y } | { rendered: false; reason: string };

/** The preview iframe's own record of what it rendered (Storybook 10's `PreviewWeb`). */
interface PreviewRender {
  id?: string;
  phase?: string;
  story?: { parameters?: { a11y?: unknown } };
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: PreviewRender };
  }
}

/** The preview address of a story; `a11y.manual` stops the a11y addon's own axe run colliding with ours. */
function storyUrl(origin: string, storyId: string, theme: Theme): string {
  return `${origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;
}

/**
 * Loads one story and waits until Storybook says its render is over: phase `finished` comes after the
 * render, the play function and the afterEach hooks, so a story that opens a modal in `play` is checked open.
 */
async function openStory(page: Page, url: string, storyId: string): Promise<RenderOutcome> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const phase = await page
    .waitForFunction(
      (id) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        if (document.body.classList.contains('sb-show-errordisplay')) return 'errored';
        if (document.body.classList.contains('sb-show-nopreview')) return 'missing';
        if (render?.id !== id) return false;
        return ['finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false;
      },
      storyId,
      { timeout: RENDER_TIMEOUT_MS },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timed out');
  if (phase !== 'finished') {
    const error = await page
      .locator('#error-message')
      .textContent({ timeout: 1_000 })
      .catch(() => '');
    const message = error?.trim().split('\n')[0];
    return { rendered: false, reason: `the story did not render (${phase})${message ? `: ${message}` : ''}` };
  }
  // Fonts change text metrics and colours are checked on the final layout; two frames let effects settle.
  await page.evaluate(
    () =>
      document.fonts.ready.then(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      ),
    undefined,
  );
  const a11y = await page.evaluate(() => {
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
  return { rendered: true, a11y };
}

/** Axe's findings for the story on the page, one line per rule with the offending elements. */
async function axeFindings(page: Page, a11y: StoryA11y): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Storybook's own chrome is not ours to check.
    .exclude('.sb-wrapper')
    .exclude('#storybook-docs')
    .exclude('#storybook-highlights-root')
    .exclude('.sb-errordisplay')
    .exclude('.sb-nopreview')
    .exclude('.sb-preparing-story')
    .exclude('.sb-preparing-docs');
  for (const selector of a11y.exclude) builder = builder.exclude(selector);
  if (a11y.disabledRules.length > 0) builder = builder.disableRules(a11y.disabledRules);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
        )
        .join(', ')}`,
  );
}

/** Opens one story in one theme and runs axe, trying a fresh page load once if it fails to render. */
async function checkStoryOnce(page: Page, url: string, story: IndexEntry): Promise<string[]> {
  let outcome = await openStory(page, url, story.id);
  // A busy machine can miss a render deadline; a second load tells a slow story from a broken one.
  if (!outcome.rendered) outcome = await openStory(page, url, story.id);
  if (!outcome.rendered) return [outcome.reason];
  return axeFindings(page, outcome.a11y);
}

/**
 * Checks one story in one theme. A story with findings is checked once more on a fresh load and fails only
 * if that check finds violations too: a real violation is in every render, while a frame caught between two
 * renders (seen once in 1,200 checks on a loaded machine) would otherwise fail the whole sweep.
 */
async function checkStory(page: Page, origin: string, story: IndexEntry, theme: Theme): Promise<string[]> {
  const url = storyUrl(origin, story.id, theme);
  const first = await checkStoryOnce(page, url, story);
  if (first.length === 0) return first;
  const second = await checkStoryOnce(page, url, story);
  return second.length === 0 ? [] : second;
}

async function newStoryPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // Still frames: a fade-in caught half way would be reported as low contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
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

  test('in the light and the dark theme (WCAG 2.2 A/AA)', async ({ context }) => {
    test.setTimeout(Math.max(300_000, stories.length * THEMES.length * 10_000));
    const jobs = stories.flatMap((story) => THEMES.map((theme) => ({ story, theme })));
    const problems: Record<string, string[]> = {};
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: PARALLEL_PAGES }, async () => {
        const page = await newStoryPage(context);
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          const findings = await checkStory(page, origin, job.story, job.theme);
          if (findings.length > 0) problems[`${job.story.id} (${job.theme})`] = findings;
        }
        await page.close();
      }),
    );
    // The sweep's running time, for the CI log: it has to stay well inside the CI budget.
    console.log(
      `storybook-a11y: ${stories.length} stories x ${THEMES.length} themes in ${Math.round((Date.now() - started) / 1000)} s`,
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
