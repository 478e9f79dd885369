import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { signIn } from './journey-support';

// Arm chairs: a category with several hundred products, colour and price facets (seeded catalogue).
const CATEGORY = '/en/assortment/furniture/arm-chairs/';

const cards = (page: Page) => page.getByTestId('product-card');
const codes = async (page: Page) =>
  cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-code') ?? ''));
/** Waits until no batch is loading. */
const settled = (page: Page) =>
  expect(page.locator('[data-testid="listing"] ul[aria-busy="false"]')).toHaveCount(1);
const hits = async (page: Page) =>
  Number((await page.getByTestId('listing-hits').textContent())?.match(/\d+/)?.[0]);

async function openCategory(page: Page, query = '') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${CATEGORY}${query}`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
}

/** The sidebar's checkboxes of one facet with their counts, read from the page. */
async function facetTerms(page: Page, facet: string) {
  const boxes = page.locator(`aside input[type="checkbox"][data-facet="${facet}"]`);
  const terms: { term: string; count: number }[] = [];
  for (const box of await boxes.all()) {
    const label = (await box.locator('xpath=..').textContent()) ?? '';
    terms.push({
      term: (await box.getAttribute('data-term')) ?? '',
      count: Number(label.match(/\((\d+)\)/)?.[1]),
    });
  }
  return terms;
}

test.describe('category listing', () => {
  test('two facet values and a price range go into the address, counts match, reload keeps them, back restores', async ({
    page,
    baseURL,
  }) => {
    // The price facet and filter are a signed-in customer's (spec §6: only they see prices).
    const request = page.context().request;
    await signIn(request, baseURL ?? '', 'private@storefront.example');
    await openCategory(page);
    const all = await hits(page);
    expect(all).toBeGreaterThan(24);

    const colours = (await facetTerms(page, 'Color')).filter((t) => t.count > 0);
    expect(colours.length).toBeGreaterThanOrEqual(2);
    const [first, second] = colours as [(typeof colours)[0], (typeof colours)[0]];

    await page.locator(`aside input[data-facet="Color"][data-term="${first.term}"]`).check();
    await expect(page).toHaveURL(new RegExp(`Color=${encodeURIComponent(first.term)}`));
    await expect.poll(() => hits(page)).toBe(first.count);

    await page.locator(`aside input[data-facet="Color"][data-term="${second.term}"]`).check();
    await expect(page).toHaveURL(
      new RegExp(`Color=${encodeURIComponent(first.term)};${encodeURIComponent(second.term)}`),
    );
    // A product with variations in both colours counts in both terms, so the union lies between.
    await expect.poll(() => hits(page)).toBeGreaterThan(first.count);
    const twoColours = await hits(page);
    expect(twoColours).toBeGreaterThanOrEqual(Math.max(first.count, second.count));
    expect(twoColours).toBeLessThanOrEqual(first.count + second.count);

    // A price range narrower than the facet's bounds; Price is the sixth facet, behind "show more".
    await page.locator('aside').getByTestId('filters-show-more').click();
    // The price range's two inputs (labels come from the translations).
    const min = page.locator('aside input[inputmode="numeric"]').first();
    const max = page.locator('aside input[inputmode="numeric"]').last();
    const low = Number(await min.inputValue());
    const high = Number(await max.inputValue());
    const from = Math.round(low + (high - low) / 4);
    const to = Math.round(low + (high - low) / 2);
    await min.fill(String(from));
    await min.press('Enter');
    await expect(page).toHaveURL(new RegExp(`range\\.Price=${from}-`));
    await settled(page);
    const fromOnly = await hits(page);
    expect(fromOnly).toBeLessThan(twoColours);
    const fromOnlyUrl = page.url();
    await max.fill(String(to));
    await max.press('Enter');
    await expect(page).toHaveURL(new RegExp(`range\\.Price=${from}-${to}`));
    await settled(page);

    // The hit count is the server's for exactly these filters, and the grid shows them (up to one batch).
    const filtered = await hits(page);
    const { categoryId } = (await (
      await request.get('/api/content/page', {
        headers: { 'Context-Url': new URL(CATEGORY, page.url()).href, 'Content-Language': 'en' },
      })
    ).json()) as { categoryId: string };
    const direct = await request.get(
      `/api/categories/${categoryId}/products?take=1&filter::Color=${first.term};${second.term}&filter::Price=${from}-${to}`,
      { headers: { 'Content-Language': 'en' } },
    );
    expect(((await direct.json()) as { data: { numberOfHits: number } }).data.numberOfHits).toBe(filtered);
    await expect(cards(page)).toHaveCount(Math.min(filtered, 24));
    const shown = await codes(page);

    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
    await expect(page).toHaveURL(new RegExp(`range\\.Price=${from}-${to}`));
    expect(await hits(page)).toBe(filtered);
    expect(await codes(page)).toEqual(shown);
    await expect(page.locator(`aside input[data-facet="Color"][data-term="${first.term}"]`)).toBeChecked();
    await expect(page.locator(`aside input[data-facet="Color"][data-term="${second.term}"]`)).toBeChecked();

    // Each committed change is a history entry: back restores the list before it, step by step.
    await page.goBack();
    await expect(page).toHaveURL(fromOnlyUrl);
    await expect.poll(() => hits(page)).toBe(fromOnly);
    await page.goBack();
    await expect(page).not.toHaveURL(/range\.Price/);
    await expect.poll(() => hits(page)).toBe(twoColours);
  });

  test('clear keeps the utm_source tracking parameter, Active back to True, in-stock off', async ({
    page,
  }) => {
    await openCategory(page, '?utm_source=newsletter');
    await page.locator('aside input[data-facet="Color"]').first().check();
    await expect(page).toHaveURL(/Color=/);
    await page.locator('aside').getByRole('switch').click();
    await expect(page).toHaveURL(/inStock=true/);
    await page.locator('aside').getByTestId('filters-clear').click();
    await expect(page).toHaveURL(/utm_source=newsletter/);
    await expect(page).toHaveURL(/Active=True/);
    await expect(page).not.toHaveURL(/Color=|inStock=/);
    await expect(page.locator('aside').getByRole('switch')).not.toBeChecked();
  });

  test('scrolling loads the second batch without duplicates and rewrites the address', async ({ page }) => {
    await openCategory(page);
    await expect(cards(page)).toHaveCount(24);
    const firstBatch = await codes(page);
    await page.getByTestId('listing-sentinel').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(48);
    const both = await codes(page);
    expect(both.slice(0, 24)).toEqual(firstBatch);
    expect(new Set(both).size).toBe(48);
    await expect(page).toHaveURL(/take=48/);
  });

  test('another sorter changes the order', async ({ page }) => {
    await openCategory(page);
    const latest = await codes(page);
    await page.getByLabel('Sort by').selectOption('sortOrderPriceAsc');
    await expect(page).toHaveURL(/sortOrder=sortOrderPriceAsc/);
    await expect.poll(async () => (await codes(page)).join()).not.toBe(latest.join());
    await page.getByLabel('Sort by').selectOption('sortOrderPriceDesc');
    await expect(page).toHaveURL(/sortOrder=sortOrderPriceDesc/);
    const desc = await codes(page);
    await page.getByLabel('Sort by').selectOption('sortOrderPriceAsc');
    await expect.poll(async () => (await codes(page))[0]).not.toBe(desc[0]);
  });

  test('at 375px the filter modal picks a facet value; the list and the address update and focus returns', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(CATEGORY);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
    const before = await codes(page);
    const all = await hits(page);
    // The sidebar is hidden below 1025px: the toolbar's Filter button opens the filter modal.
    await expect(page.locator('aside input[data-facet="Color"]').first()).toBeHidden();
    const filterButton = page.getByTestId('listing').getByRole('button', { name: 'Filter', exact: true });
    await filterButton.click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await expect(dialog).toBeVisible();

    const boxes = dialog.locator('input[type="checkbox"][data-facet="Color"]');
    // The panel's code may still be loading when the dialog opens (it shows a spinner until then).
    await expect(boxes.first()).toBeVisible();
    let term = '';
    let count = 0;
    for (const box of await boxes.all()) {
      const label = (await box.locator('xpath=..').textContent()) ?? '';
      const n = Number(label.match(/\((\d+)\)/)?.[1]);
      if (n > 0 && n < all) {
        term = (await box.getAttribute('data-term')) ?? '';
        count = n;
        break;
      }
    }
    expect(term).not.toBe('');
    await dialog.locator(`input[data-facet="Color"][data-term="${term}"]`).check();
    await expect(page).toHaveURL(new RegExp(`Color=${encodeURIComponent(term)}`));
    // "Show {count} results" (the API's text; the fallback says products).
    const apply = dialog.getByRole('button', { name: new RegExp(`^Show ${count} `) });
    await expect(apply).toBeVisible();
    await apply.click();

    await expect(dialog).toBeHidden();
    await expect(filterButton).toBeFocused();
    await expect.poll(() => hits(page)).toBe(count);
    await settled(page);
    await expect.poll(async () => (await codes(page)).join()).not.toBe(before.join());
    await expect(cards(page)).toHaveCount(Math.min(count, 24));
  });

  test('the first batch is in the server HTML', async ({ request }) => {
    const html = await (await request.get(CATEGORY)).text();
    expect(html.match(/data-testid="product-card"/g)?.length).toBe(24);
  });
});
