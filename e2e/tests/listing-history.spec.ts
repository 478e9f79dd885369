import type { Page, Request } from '@playwright/test';
import { expect, test } from './csp-guard';
import { ready } from './journey-support';

// Issue 22 item 9: every filter and sorter change is one history entry, made at once, so Back walks the
// filter states back one by one and never leaves the category, however quickly the shopper acts.
const CATEGORY = '/en/assortment/furniture/arm-chairs/';

const hits = async (page: Page) =>
  Number((await page.getByTestId('listing-hits').textContent())?.match(/\d+/)?.[0]);
const box = (page: Page, term: string) =>
  page.locator(`aside input[data-facet="Color"][data-term="${term}"]`);
const sorter = (page: Page) => page.getByLabel('Sort by');

async function openCategory(page: Page) {
  await page.goto(CATEGORY);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
}

/** Two colour terms with products, and their counts in the unfiltered category. */
async function twoColours(page: Page) {
  const terms: { term: string; count: number }[] = [];
  for (const input of await page.locator('aside input[type="checkbox"][data-facet="Color"]').all()) {
    const label = (await input.locator('xpath=..').textContent()) ?? '';
    terms.push({
      term: (await input.getAttribute('data-term')) ?? '',
      count: Number(label.match(/\((\d+)\)/)?.[1]),
    });
  }
  const withProducts = terms.filter((t) => t.count > 0);
  expect(withProducts.length).toBeGreaterThanOrEqual(2);
  return withProducts.slice(0, 2) as [{ term: string; count: number }, { term: string; count: number }];
}

/** Page loads of the route (React Router's `.data` requests) made while `act` runs. */
async function routeLoadsDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const loads: string[] = [];
  const listen = (request: Request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) loads.push(request.url());
  };
  page.on('request', listen);
  try {
    await act();
  } finally {
    page.off('request', listen);
  }
  return loads;
}

test.describe('listing history', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('facet A, facet B, sorter at a shopper’s pace; Back three times restores each state, three runs', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/en');
    await ready(page);
    await openCategory(page);
    const all = await hits(page);
    const [a, b] = await twoColours(page);
    const defaultSort = await sorter(page).inputValue();
    const otherSort = (
      await sorter(page)
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).find((value) => value !== defaultSort);
    expect(otherSort).toBeTruthy();
    const colourA = encodeURIComponent(a.term);
    const colourB = encodeURIComponent(b.term);

    for (let run = 1; run <= 3; run += 1) {
      await test.step(`run ${run}`, async () => {
        // Quick succession: nothing waits for the address or the list between the three changes.
        const loads = await routeLoadsDuring(page, async () => {
          await box(page, a.term).check();
          await box(page, b.term).check();
          await sorter(page).selectOption(otherSort as string);
          await expect(page).toHaveURL(
            new RegExp(
              `Color=${colourA};${colourB}.*sortOrder=${otherSort}|sortOrder=${otherSort}.*Color=${colourA};${colourB}`,
            ),
          );
        });
        // The listing applies its address itself: a filter change reloads no page data.
        expect(loads).toEqual([]);
        await expect.poll(() => hits(page)).toBeGreaterThan(a.count);
        const both = await hits(page);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`Color=${colourA};${colourB}`));
        await expect(page).not.toHaveURL(/sortOrder=/);
        await expect(sorter(page)).toHaveValue(defaultSort);
        await expect(box(page, a.term)).toBeChecked();
        await expect(box(page, b.term)).toBeChecked();
        await expect.poll(() => hits(page)).toBe(both);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`Color=${colourA}(&|$)`));
        await expect(box(page, a.term)).toBeChecked();
        await expect(box(page, b.term)).not.toBeChecked();
        await expect.poll(() => hits(page)).toBe(a.count);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
        await expect(box(page, a.term)).not.toBeChecked();
        await expect(box(page, b.term)).not.toBeChecked();
        await expect(sorter(page)).toHaveValue(defaultSort);
        await expect.poll(() => hits(page)).toBe(all);
      });
    }

    // One more Back leaves the category for the page before it, the home page.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/?$/);
  });

  test('Back right after a tick shows the unfiltered category; Back right after hydration leaves it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/en');
    await ready(page);
    await openCategory(page);
    const all = await hits(page);
    const [a] = await twoColours(page);
    // No wait for the address: the history entry is there as soon as the box is ticked.
    await box(page, a.term).check();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expect(box(page, a.term)).not.toBeChecked();
    await expect.poll(() => hits(page)).toBe(all);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`Color=${encodeURIComponent(a.term)}`));
    await expect(box(page, a.term)).toBeChecked();
    await expect.poll(() => hits(page)).toBe(a.count);

    // Freshly loaded and hydrated, the category has added no entry of its own: Back is the home page.
    await page.goto('/en');
    await ready(page);
    await openCategory(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/?$/);
    await ready(page);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
  });
});
