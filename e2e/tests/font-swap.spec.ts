import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { PAGE_TYPES } from './page-types';

// Issue 24 (CLS under 0.01): while Hanken Grotesk loads, text is set in a local font scaled to its widths
// (packages/ui/src/theme/fallback-font-faces.ts), so the swap to the web font re-wraps no heading and moves
// nothing. Unscaled, "Search results for “sofa”" took two lines in the fallback and one in Hanken Grotesk on a
// phone, and the page under it jumped 40 px (CLS 0.037).

const PHONE = { width: 412, height: 823 };

type Box = { text: string; height: number };

/** The height of every heading on the first two screens: a heading that wraps differently changes height. */
function headingHeights(page: Page): Promise<Box[]> {
  return page.evaluate((screens) => {
    return [...document.querySelectorAll('main h1, main h2, main h3')]
      .map((heading) => ({ heading, box: heading.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0 && box.top < screens * innerHeight)
      .map(({ heading, box }) => ({
        text: (heading.textContent ?? '').trim(),
        height: Math.round(box.height),
      }));
  }, 2);
}

async function openSettled(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
}

for (const { name, path } of PAGE_TYPES) {
  test(`the ${name} page's headings keep their lines when the web font replaces the fallback`, async ({
    page,
    browser,
  }) => {
    // The fallback as a shopper sees it before the font files arrive: the files never come.
    const fallbackContext = await browser.newContext({ viewport: PHONE });
    const fallbackPage = await fallbackContext.newPage();
    await fallbackPage.route(/\.woff2?(\?|$)/, (route) => route.abort());
    await openSettled(fallbackPage, path);
    const fallbackFaces = await fallbackPage.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replaceAll(/['"]/g, '') === 'Hanken Grotesk Fallback')
        .map((face) => `${face.weight} ${face.status}`),
    );
    const withFallback = await headingHeights(fallbackPage);
    await fallbackContext.close();

    await openSettled(page, path);
    // Nothing preloads the faces (Chromium would hold the first paint for them): the first style pass asks for
    // them, so `document.fonts.ready` may settle before the bold face has been asked for. Wait for it to arrive.
    const webFontLoaded = await page
      .waitForFunction(() => document.fonts.check("700 32px 'Hanken Grotesk'"), null, { timeout: 10_000 })
      .then(() => page.evaluate(() => document.fonts.ready).then(() => true))
      .catch(() => false);
    const withWebFont = await headingHeights(page);

    expect(fallbackFaces.length, 'the scaled fallback faces are declared').toBeGreaterThanOrEqual(2);
    expect(webFontLoaded).toBe(true);
    expect(withWebFont.length).toBeGreaterThan(0);
    expect(withFallback.map((box) => box.text)).toEqual(withWebFont.map((box) => box.text));
    withWebFont.forEach((box, index) => {
      // Same number of lines: the same height within a few pixels of rounding and glyph metrics.
      const fallbackHeight = withFallback[index]?.height ?? Number.POSITIVE_INFINITY;
      expect(Math.abs(box.height - fallbackHeight), box.text).toBeLessThanOrEqual(4);
    });
  });
}
