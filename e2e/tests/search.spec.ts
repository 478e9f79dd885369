import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp-guard';
import { ready } from './journey-support';

/** The static search page address of a language, from global settings. */
async function searchPage(request: APIRequestContext, language: 'en' | 'no'): Promise<string> {
  const answer = await request.get('/api/site/global-settings', {
    headers: { 'Content-Language': language },
  });
  const settings = (await answer.json()) as { staticPages: { pageType: string; url: string }[] };
  const url = settings.staticPages.find((page) => page.pageType === 'SearchPage')?.url;
  expect(url).toBeTruthy();
  return url as string;
}

test.describe('search', () => {
  test('quick search by keyboard reaches a product', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    // The page paints before its scripts load: typing before hydration would reach no handler.
    await ready(page);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('recliner', { delay: 30 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = page.getByRole('option').and(page.locator('[data-group="products"]'));
    await expect(products.first()).toBeVisible();
    const options = await page.getByRole('option').count();
    expect(await products.count()).toBeLessThanOrEqual(5);

    // ArrowUp from nothing wraps to the last option, ArrowDown from the last wraps to the first.
    await box.press('ArrowUp');
    await expect(page.getByRole('option').nth(options - 1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    // Suggestions come first; walk down to the first product option.
    const firstProduct = await page
      .getByRole('option')
      .evaluateAll((elements) =>
        elements.findIndex((element) => element.getAttribute('data-group') === 'products'),
      );
    expect(firstProduct).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < firstProduct; step += 1) await box.press('ArrowDown');
    const product = page.getByRole('option').nth(firstProduct);
    await expect(product).toHaveAttribute('aria-selected', 'true');
    const name = (await product.locator('span').first().textContent()) ?? '';
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('product-page')).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('Escape closes the dropdown and submitting goes to the search page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    // The page paints before its scripts load: typing before hydration would reach no handler.
    await ready(page);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('sofa');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(/query=sofa/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('the search page shows hits for a Norwegian and an English word', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const no = await searchPage(request, 'no');
    await page.goto(`${no}?query=hvilestol`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(Number((await page.getByTestId('listing-hits').textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(
      0,
    );

    const en = await searchPage(request, 'en');
    await page.goto(`${en}?query=recliner`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('recliner');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The search page offers the MainCategory facet that category pages hide.
    await expect(page.locator('aside input[data-facet="MainCategory"]').first()).toBeAttached();
  });

  test('the search page remembers the last parameters', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const en = await searchPage(request, 'en');
    await page.goto(`${en}?query=lamp`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('storefront.searchParams')))
      .toBe('?query=lamp');
    await page.goto(en);
    await expect(page).toHaveURL(/query=lamp/);
  });
});
