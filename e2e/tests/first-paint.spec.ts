import { expect, test } from './csp-guard';

// The server-rendered pages paint before their JavaScript loads (apps/web/app/server/scripts-after-paint.server.ts),
// then hydrate as before.

const PAGES = [
  { name: 'category', path: '/en/assortment/furniture/sofas/', hydrated: 'listing' },
  { name: 'search', path: '/en/search?query=sofa', hydrated: 'listing' },
  {
    name: 'product',
    path: '/en/assortment/furniture/sofas/utsira-2-seat-sofa-100000/',
    hydrated: 'product-page',
  },
] as const;

for (const { name, path, hydrated } of PAGES) {
  test(`the ${name} page asks for no script before its first contentful paint, then hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    // Chromium holds the first paint for a preloaded font (decision 0007): the faces load from the first style pass.
    expect(html).not.toMatch(/<link[^>]*as="font"/);

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    await page.goto(path);
    await expect(page.getByTestId(hydrated)).toHaveAttribute('data-hydrated', 'true');

    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(firstPaint).not.toBeNull();
    // entry.client, React Router, the shell chunk, the route modules and the page's chunk.
    expect(scripts.length).toBeGreaterThan(4);
    const early = scripts.filter((script) => script.start < (firstPaint ?? 0));
    expect(early, `first contentful paint at ${firstPaint} ms`).toEqual([]);
    expect(problems).toEqual([]);
  });
}

// Issue 24: the page type's own chunk is code-split (a lazy import in the page registry); the server preloads
// it, and what it imports, with the document (after the first paint, like React Router's own preloads), so
// hydration does not ask for it only once it renders the page. No other page type's chunk is preloaded.

/** The addresses the hydration script preloads after the first paint (scripts-after-paint.server.ts). */
function preloadsAfterPaint(html: string): string[] {
  const list = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

// Issue 24: the `ui` and `domain` packages, with the app shell's modules and the shared helpers that only
// import them, are one chunk (apps/web/shared-packages-chunk.ts). Split per set of pages sharing a module, a
// category page asked for 40 scripts, most under 1 KB, six at a time over HTTP/1.1: seven round trips before
// hydration on a phone. Now: category 16, search 15, product 12.
const MOST_SCRIPTS = 17;

for (const { name, path } of PAGES) {
  test(`the ${name} page's first load asks for at most ${MOST_SCRIPTS} scripts`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const scripts = preloadsAfterPaint(html);
    expect(scripts.length).toBeGreaterThan(4);
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MOST_SCRIPTS);
    expect(scripts.filter((href) => /\/packages-[\w-]+\.js$/.test(href))).toHaveLength(1);
    // The browser's API client loads with its first call, not with the page.
    expect(scripts.filter((href) => /\/create-api-client-[\w-]+\.js$/.test(href))).toEqual([]);
  });
}

const PAGE_CHUNKS = [
  {
    name: 'category',
    path: '/en/assortment/furniture/sofas/',
    hydrated: 'listing',
    own: ['category-page-', 'listing-slices-'],
    others: ['checkout-page-', 'product-page-', 'search-page-', 'cart-page-', 'start-page-'],
  },
  {
    name: 'product',
    path: '/en/assortment/furniture/sofas/utsira-2-seat-sofa-100000/',
    hydrated: 'product-page',
    own: ['product-page-'],
    others: ['checkout-page-', 'category-page-', 'listing-slices-', 'product-page-skeleton-'],
  },
] as const;

for (const { name, path, hydrated, own, others } of PAGE_CHUNKS) {
  test(`the ${name} page preloads its own page chunk, no other page type's, and hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const chunks = preloadsAfterPaint(html).map((href) => href.replace(/^.*\//, ''));
    for (const chunk of own)
      expect(
        chunks.filter((file) => file.startsWith(chunk)),
        chunk,
      ).toHaveLength(1);
    for (const chunk of others)
      expect(
        chunks.filter((file) => file.startsWith(chunk)),
        chunk,
      ).toEqual([]);

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    await page.goto(path);
    await expect(page.getByTestId(hydrated)).toHaveAttribute('data-hydrated', 'true');
    const timing = await page.evaluate((prefix) => {
      const scripts = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const file = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname.replace(/^.*\//, '');
      const chunk = scripts.find((entry) => file(entry).startsWith(prefix));
      const entry = scripts.find((entry) => file(entry).startsWith('entry.client-'));
      return { chunkStart: chunk?.startTime ?? null, entryEnd: entry?.responseEnd ?? null };
    }, own[0]);
    // Asked for with the route modules, not once the client entry has run and rendered the page.
    expect(timing.chunkStart).not.toBeNull();
    expect(timing.entryEnd).not.toBeNull();
    expect(timing.chunkStart ?? 0).toBeLessThanOrEqual(timing.entryEnd ?? 0);
    expect(problems).toEqual([]);
  });
}

// Issue 24: the site-wide stylesheet (the font faces) is inline in the document's head
// (apps/web/app/shell/root-stylesheet.tsx), so the first paint waits for no stylesheet request. Hydration keeps
// that one `<style>`, and neither a theme switch nor a client navigation asks for a stylesheet.

/** The inline site-wide stylesheet's elements and font faces, and every stylesheet the page asked for. */
function stylesheetState() {
  const inline = [...document.querySelectorAll('style[data-root-stylesheet]')];
  const sheet = [...document.styleSheets].find((s) => s.ownerNode === inline[0]);
  return {
    inline: inline.length,
    fontFaces: sheet ? [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length : 0,
    links: document.querySelectorAll('link[rel="stylesheet"]').length,
    requested: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
      .map((entry) => entry.name),
  };
}

test('the category page paints with its stylesheet inline, hydrates, switches theme and navigates styled', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  await page.goto('/en/assortment/furniture/sofas/');
  await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
  const loaded = await page.evaluate(stylesheetState);
  expect(loaded).toEqual({ inline: 1, fontFaces: 12, links: 0, requested: [] });
  // The inline stylesheet's faces are what the page's font loads (no face would mean the fallback font).
  expect(await page.evaluate(async () => (await document.fonts.load('16px "Hanken Grotesk"')).length)).toBe(
    1,
  );

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe('rgb(255, 255, 255)');
  expect(await page.evaluate(stylesheetState)).toEqual(loaded);

  // A client navigation (no document request) to a product: the same single inline stylesheet, still no request.
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.locator('a[href*="/sofas/"][href$="-100000/"]').first().click();
  await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
  expect(documents).toBe(0);
  expect(await page.evaluate(stylesheetState)).toEqual(loaded);
  expect(problems).toEqual([]);
});
