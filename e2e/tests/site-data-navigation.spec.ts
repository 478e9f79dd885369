import { expect, test } from './csp-guard';
import { ready } from './journey-support';

// Issue 20 item 6: settings, translations and site content come once per language. A client navigation's
// data answer leaves them out (the browser holds them); a switch to the other language still brings its texts.
// Issue 24: the document itself carries only the texts it shows, and the rest are read once after hydration.

const CATEGORY = '/en/assortment/furniture/arm-chairs/';

declare global {
  interface Window {
    __reactRouterDataRouter?: { navigate(to: string): Promise<void> };
  }
}

test('client navigations carry no language-wide data, and a language switch still shows the other texts', async ({
  page,
}) => {
  const dataAnswers: Promise<string>[] = [];
  const translationReads: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.data')) dataAnswers.push(response.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/site/translations') {
      translationReads.push(request.headers()['content-language'] ?? '');
    }
  });
  await page.goto(CATEGORY);
  await ready(page);
  const banner = page.getByRole('banner');
  await expect(
    banner
      .getByRole('link', { name: 'Cart' })
      .or(banner.getByRole('button', { name: 'Cart' }))
      .first(),
  ).toBeVisible();

  // Category -> product -> category, as a shopper clicks through.
  const firstCard = page.getByTestId('product-card').first().getByRole('link').first();
  const productPath = await firstCard.getAttribute('href');
  if (!productPath) throw new Error('the first card has no link');
  await firstCard.click();
  // Back only once the product page's address is in the history: a Back during the navigation would leave the
  // shop altogether.
  await expect(page).toHaveURL(new URL(productPath, page.url()).href);
  await expect(page.locator('h1')).not.toHaveText('');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // React Router may also ask for the root route's data alone; at least one answer carries a page's state.
  const bodies = await Promise.all(dataAnswers);
  expect(bodies.filter((body) => body.includes('\\"page\\":')).length).toBeGreaterThanOrEqual(1);
  for (const body of bodies) {
    expect(body).not.toContain('\\"translations\\":');
    expect(body).not.toContain('\\"siteContent\\":');
  }
  // The document carried only the texts it showed; the rest are read once, when the page is idle, and no
  // navigation reads them again.
  await expect.poll(() => translationReads).toEqual(['en']);

  // A language switch in the tab: the browser reads the new language's texts through the API.
  await page.evaluate(() => window.__reactRouterDataRouter?.navigate('/no'));
  await expect(page).toHaveURL(/\/no\/?$/);
  await expect(
    banner
      .getByRole('link', { name: 'Handlekurv' })
      .or(banner.getByRole('button', { name: 'Handlekurv' }))
      .first(),
  ).toBeVisible();
  expect(translationReads).toEqual(['en', 'no']);
});
