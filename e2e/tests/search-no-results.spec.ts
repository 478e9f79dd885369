import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { ready } from './journey-support';

// Issue 22 item 7: a search without hits says so in the shop's words ("No results for …", seeded UI text
// search.noResults) instead of "0 results" and facets whose terms all count 0 ("In range (0)").
const NONSENSE = 'qzxjvwk';

async function expectNoResultsPage(page: Page, message: string) {
  await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('search-no-results')).toContainText(message);
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
  await expect(page.getByTestId('listing-hits')).toHaveCount(0);
  await expect(page.getByLabel('Sort by')).toHaveCount(0);
  await expect(page.locator('input[data-facet]')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('In range');
  await expect(page.getByTestId('product-card')).toHaveCount(0);
}

test.describe('search without hits', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opened at its address: the no-results message, no facets, no "0 results"', async ({ page }) => {
    await page.goto(`/en/search?query=${NONSENSE}`);
    await expectNoResultsPage(page, `No results for “${NONSENSE}”`);
    await expect(page.getByTestId('search-no-results')).toContainText('Check the spelling');

    // The Norwegian search page's address comes from the Norwegian global settings.
    const settings = (await (
      await page.request.get('/api/site/global-settings', { headers: { 'Content-Language': 'no' } })
    ).json()) as { staticPages: { pageType: string; url: string }[] };
    const norwegian = settings.staticPages.find((p) => p.pageType === 'SearchPage')?.url;
    expect(norwegian).toBeTruthy();
    await page.goto(`${norwegian}?query=${NONSENSE}`);
    await expectNoResultsPage(page, `Ingen treff på «${NONSENSE}»`);
  });

  test('searched from the header: the message replaces the listing, and a search with hits brings it back', async ({
    page,
  }) => {
    await page.goto('/en');
    await ready(page);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(NONSENSE);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`query=${NONSENSE}`));
    await expectNoResultsPage(page, `No results for “${NONSENSE}”`);

    await box.fill('sofa');
    await box.press('Enter');
    await expect(page).toHaveURL(/query=sofa/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('search-no-results')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Filters' }).first()).toBeAttached();
    await expect(page.getByTestId('listing-hits')).not.toHaveText(/^0\b/);
  });
});
