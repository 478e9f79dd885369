import { expect, test } from './csp-guard';

// Issue 24: the start-up loader never covers server-rendered content. From the first frame to the end of
// hydration, the page's <h1> is the topmost element at its centre and no loader is ever in the document.

const PAGES = [
  { name: 'category', path: '/en/assortment/furniture/sofas/', hydrated: 'listing' },
  {
    name: 'product',
    path: '/en/assortment/furniture/sofas/utsira-2-seat-sofa-100000/',
    hydrated: 'product-page',
  },
] as const;

interface FrameCheck {
  /** Milliseconds since navigation start. */
  at: number;
  /** Whether the <h1> was in the document and the topmost element at its centre. */
  headingOnTop: boolean | null;
  /** When the heading was not on top: what was, and the heading's box, so a failure says what covered it. */
  covered?: string;
  loaderInDocument: boolean;
}

/** Runs in the page before any of its scripts: checks every frame until hydration is done. */
function watchFrames(hydratedTestId: string) {
  const frames: FrameCheck[] = [];
  let framesAfterHydration = 0;
  (window as unknown as { __frames: FrameCheck[] }).__frames = frames;
  const check = () => {
    const heading = document.querySelector('h1');
    let headingOnTop: boolean | null = null;
    let covered: string | undefined;
    if (heading) {
      const box = heading.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      headingOnTop = top !== null && (top === heading || heading.contains(top));
      if (!headingOnTop) {
        const name = top
          ? `${top.tagName.toLowerCase()}#${top.id}.${[...top.classList].join('.')}`
          : 'nothing';
        covered = `${name} over a ${Math.round(box.width)}x${Math.round(box.height)} heading at ${Math.round(box.left)},${Math.round(box.top)} holding "${heading.textContent?.slice(0, 40) ?? ''}"`;
      }
    }
    frames.push({
      at: performance.now(),
      headingOnTop,
      covered,
      loaderInDocument: document.getElementById('startup-loader') !== null,
    });
    const hydrated = document.querySelector(`[data-testid="${hydratedTestId}"][data-hydrated="true"]`);
    if (hydrated) framesAfterHydration += 1;
    // Sixty frames after hydration, for a loader that would come with the first client render.
    if (framesAfterHydration < 60 && frames.length < 5000) requestAnimationFrame(check);
    else document.documentElement.dataset.framesChecked = 'true';
  };
  requestAnimationFrame(check);
}

for (const { name, path, hydrated } of PAGES) {
  test(`the ${name} page: the loader never covers the server-rendered heading, and it hydrates cleanly`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    await page.addInitScript(watchFrames, hydrated);
    await page.goto(path);
    await expect(page.getByTestId(hydrated)).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-frames-checked', 'true');
    const frames = await page.evaluate(() => (window as unknown as { __frames: FrameCheck[] }).__frames);
    const painted = frames.filter((frame) => frame.headingOnTop !== null);
    expect(painted.length, 'frames with the heading in the document').toBeGreaterThan(0);
    expect(painted.filter((frame) => !frame.headingOnTop)).toEqual([]);
    expect(frames.filter((frame) => frame.loaderInDocument)).toEqual([]);
    // The first frame that had the heading already showed it on top.
    expect(painted[0]?.headingOnTop).toBe(true);
    expect(problems).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { name, path } of PAGES) {
    test(`the ${name} page holds no loader and shows its heading`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('startup-loader');
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const onTop = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && (top === element || element.contains(top));
      });
      expect(onTop).toBe(true);
    });
  }
});
