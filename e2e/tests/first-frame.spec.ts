import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { PAGE_TYPES, pathOf } from './page-types';

// Issue 24: the document's head holds `<link rel="expect" href="#page-heading" blocking="render">`
// (apps/web/app/root.tsx, ui's PAGE_HEADING_ID on each page's <h1>), so the browser paints no frame before the
// page's heading is parsed. On a slow phone the parser may yield after the header; without the link that frame
// showed the header alone and the heading came a frame (100-250 ms) later.
//
// The parser is made to stall on purpose: a script element at the start of the body whose file answers after
// DELAY_MS, which blocks the parser while the browser is free to render. Each animation frame records whether
// the heading was there. With the link no frame may run without it; with the link taken out the same stall
// gives frames without it, which shows the stall opens the window the link closes.

const DELAY_MS = 700;
const DELAY_SCRIPT = '/__first-frame-parser-delay.js';

declare global {
  interface Window {
    __framesWithoutHeading?: number;
    __framesWithHeading?: number;
  }
}

/** Loads `path` with the parser stalled before the body, and counts the frames with and without the heading. */
async function framesWhileParsing(page: Page, path: string, keepExpectLink: boolean) {
  await page.route(`**${DELAY_SCRIPT}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(
    (url) => `${url.pathname}${url.search}` === path,
    async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      expect(html).toContain('<link rel="expect" href="#page-heading" blocking="render"/>');
      html = html.replace(/<body([^>]*)>/, `<body$1><script src="${DELAY_SCRIPT}"></script>`);
      if (!keepExpectLink) html = html.replace(/<link rel="expect"[^>]*>/, '');
      await route.fulfill({ response, body: html });
    },
  );
  await page.addInitScript(() => {
    window.__framesWithoutHeading = 0;
    window.__framesWithHeading = 0;
    const frame = () => {
      if (document.getElementById('page-heading'))
        window.__framesWithHeading = (window.__framesWithHeading ?? 0) + 1;
      else window.__framesWithoutHeading = (window.__framesWithoutHeading ?? 0) + 1;
      if (document.readyState === 'loading') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1#page-heading')).toHaveCount(1);
  return page.evaluate(() => ({
    without: window.__framesWithoutHeading ?? -1,
    with: window.__framesWithHeading ?? -1,
  }));
}

for (const { name, path } of PAGE_TYPES) {
  test(`the ${name} page paints no frame before its heading is parsed`, async ({ page }) => {
    const frames = await framesWhileParsing(page, path, true);
    expect(frames.without).toBe(0);
    expect(frames.with).toBeGreaterThan(0);
  });
}

test('without the expect link the same stall paints frames before the heading', async ({ page }) => {
  const frames = await framesWhileParsing(page, pathOf('product'), false);
  expect(frames.without).toBeGreaterThan(0);
});
