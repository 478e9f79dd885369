import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp-guard';
import { expectAccessibleInBothThemes, ready, signIn } from './journey-support';

// Issue 23: defects a buyer meets in the account area, checked in the built shop.

const PRIVATE = 'private@storefront.example';

/** A buyable article code with stock, found through the variation-code search. */
async function buyableCode(request: APIRequestContext): Promise<string> {
  for (const prefix of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
    const response = await request.get(`/api/search/variation-code-search?query=${prefix}`);
    if (response.status() !== 200) continue;
    const { results } = (await response.json()) as {
      results: { code: string; isBuyable: boolean; active: boolean; inStockQuantity: number }[];
    };
    const hit = results.find((r) => r.isBuyable && r.active && r.inStockQuantity > 5);
    if (hit) return hit.code;
  }
  throw new Error('no buyable article');
}

test('the open sign-in modal adds no duplicate or unnamed landmarks (issue 23 item 7)', async ({ page }) => {
  await page.goto('/en/account');
  await ready(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  // The landmark rules are page-wide best practices, not WCAG tags: run them on the whole page.
  const landmarks = await new AxeBuilder({ page })
    .withRules([
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-contentinfo',
      'landmark-unique',
      'landmark-one-main',
    ])
    .analyze();
  expect(landmarks.violations.map((violation) => violation.id)).toEqual([]);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expectAccessibleInBothThemes(page, 'sign-in modal', '[role="dialog"]');
});

test('the favourites view hydrates without a console error (issue 23 item 4)', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, PRIVATE);
  // A list with a product in it, so the view has rows to render.
  const code = await buyableCode(page.request);
  const saved = await page.request.put('/api/favorites', {
    headers: { 'Content-Type': 'application/json', Origin: new URL(baseURL!).origin },
    data: { listName: 'Hydration check', items: [{ code }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The shop serves no /favicon.ico (Chromium asks for it anyway); that 404 is not this page's doing.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en/account?view=Favorites');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydration errors are reported once React has compared the whole tree; give it a moment after ready.
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});
