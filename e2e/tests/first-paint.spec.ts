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
