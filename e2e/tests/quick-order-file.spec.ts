import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { emptyCart, expectAccessibleInBothThemes, ready, signIn } from './journey-support';

// Quick order by file against the real shop: a purchaser uploads a CSV with valid, unknown and over-stock rows,
// sees each row's status in the preview, adds the valid lines and finds them on the cart page; then the same by
// pasting spreadsheet rows; and an Excel workbook read by the reader the page loads when one is chosen.

const PURCHASER = 'purchaser@storefront.example';

interface CodeHit {
  code: string;
  isBuyable: boolean;
  active: boolean;
  inStockQuantity: number;
  /** 0 means no per-order limit. */
  maxQuantity: number;
}

const allows = (hit: CodeHit, quantity: number) => hit.maxQuantity === 0 || hit.maxQuantity >= quantity;

/**
 * Two articles that can be bought 3 at a time, and one whose stock plus one stays within the per-order limit
 * and the cart's 999 (so its row fails on stock alone), read from the variation-code search.
 */
async function articles(request: APIRequestContext): Promise<{ valid: CodeHit[]; short: CodeHit }> {
  const valid: CodeHit[] = [];
  let short: CodeHit | undefined;
  for (const prefix of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
    const response = await request.get(`/api/search/variation-code-search?query=${prefix}`);
    if (response.status() !== 200) continue;
    const { results } = (await response.json()) as { results: CodeHit[] };
    for (const hit of results) {
      if (!hit.isBuyable || !hit.active) continue;
      const over = hit.inStockQuantity + 1;
      if (!short && hit.inStockQuantity > 0 && over <= 999 && allows(hit, over)) short = hit;
      else if (valid.length < 2 && hit.inStockQuantity >= 3 && allows(hit, 3)) valid.push(hit);
      if (short && valid.length === 2) return { valid, short };
    }
  }
  throw new Error('the catalogue lacks the buyable articles this test needs');
}

async function cartLines(request: APIRequestContext): Promise<[string, number][]> {
  const response = await request.get('/api/cart');
  expect(response.status()).toBe(200);
  const { lineItems } = (await response.json()) as { lineItems: { code: string; quantity: number }[] };
  return lineItems.map((line) => [line.code, line.quantity]);
}

async function openQuickOrder(page: Page, baseURL: string) {
  await signIn(page.request, baseURL, PURCHASER);
  await emptyCart(page.request, baseURL);
  await page.goto('/en/quick-order');
  await ready(page);
  return page.getByTestId('quick-order-import');
}

test('a CSV file previews each row with its status and adds only the valid lines', async ({
  page,
  baseURL,
}) => {
  const { valid, short } = await articles(page.request);
  const [first, second] = valid as [CodeHit, CodeHit];
  const section = await openQuickOrder(page, baseURL ?? '');
  const csv = [
    'Article number,Quantity',
    `${first.code},2`,
    'NO-SUCH-CODE-999,1',
    `${short.code},${short.inStockQuantity + 1}`,
    `${second.code},3`,
    `${first.code},zero`,
  ].join('\r\n');
  await section.getByLabel(/^File/).setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });

  const rows = section.getByTestId('quick-order-import-row');
  await expect(rows).toHaveCount(5);
  await expect(section.getByRole('status')).toHaveText(
    '2 lines are ready to order. 3 rows have errors and will not be added.',
  );
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'ok');
  await expect(rows.nth(1)).toContainText('No item has this number.');
  await expect(rows.nth(2)).toContainText(`Not enough in stock: ${short.inStockQuantity} available.`);
  await expect(rows.nth(3)).toHaveAttribute('data-status', 'ok');
  await expect(rows.nth(4)).toContainText('The quantity must be a whole number from 1 to 999.');
  await expectAccessibleInBothThemes(
    page,
    'QuickOrderPage file preview',
    '[data-testid="quick-order-import"]',
  );

  await section.getByRole('button', { name: 'Add 2 valid lines to cart' }).click();
  await expect(section.getByRole('status')).toHaveText('2 lines were added to the cart.');
  await expect(rows).toHaveCount(3);
  expect((await cartLines(page.request)).sort()).toEqual(
    [
      [first.code, 2],
      [second.code, 3],
    ].sort(),
  );

  await page.goto('/en/cart-page');
  await ready(page);
  for (const [code, quantity] of [
    [first.code, 2],
    [second.code, 3],
  ] as const) {
    await expect(
      page
        .locator(`[data-testid="cart-line"][data-code="${code}"]`)
        .getByRole('textbox', { name: /^Quantity of/ }),
    ).toHaveValue(String(quantity));
  }
});

test('rows pasted from a spreadsheet are checked, repeats merged, and added', async ({ page, baseURL }) => {
  const { valid } = await articles(page.request);
  const [first, second] = valid as [CodeHit, CodeHit];
  const section = await openQuickOrder(page, baseURL ?? '');
  await section
    .getByLabel(/^Or paste rows/)
    .fill(`${first.code}\t1\n${second.code}\t2\n${first.code.toLowerCase()}\t1\nNO-SUCH-CODE-999\t1`);
  await section.getByRole('button', { name: 'Check pasted rows' }).click();

  const rows = section.getByTestId('quick-order-import-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(first.code);
  await expect(rows.nth(0).getByRole('rowheader')).toHaveText('1, 3');
  await expect(rows.nth(2)).toContainText('No item has this number.');
  await section.getByRole('button', { name: 'Add 2 valid lines to cart' }).click();
  await expect(section.getByRole('status')).toHaveText('2 lines were added to the cart.');
  expect((await cartLines(page.request)).sort()).toEqual(
    [
      [first.code, 2],
      [second.code, 2],
    ].sort(),
  );
});

test('an Excel workbook is read in the browser, each row with its status', async ({ page, baseURL }) => {
  const section = await openQuickOrder(page, baseURL ?? '');
  // e2e/fixtures/quick-order.xlsx, written with write-excel-file: a Norwegian header, an unknown code with 2 and
  // another with 1.5.
  await section
    .getByLabel(/^File/)
    .setInputFiles(fileURLToPath(new URL('../fixtures/quick-order.xlsx', import.meta.url)));
  const rows = section.getByTestId('quick-order-import-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('rowheader')).toHaveText('2');
  await expect(rows.nth(0)).toContainText('No item has this number.');
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('3');
  await expect(rows.nth(1)).toContainText('The quantity must be a whole number from 1 to 999.');
  await expect(section.getByRole('button', { name: /valid line/ })).toHaveCount(0);
});
