import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';

// Issue 24: the server-rendered page is painted long before it hydrates on a phone. A press on a button in
// between used to go nowhere; the head's inline script (apps/web/app/shell/early-press-replay.tsx) keeps it and
// presses the button again once the page has hydrated.

/** Holds the client entry back, so the page stays painted and unhydrated for a while. */
async function slowHydration(page: Page) {
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

const html = (page: Page) => page.locator('html');

test('a theme toggle pressed before hydration switches the theme once it has hydrated, exactly once', async ({
  page,
}) => {
  await slowHydration(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
  // The press came before hydration: nothing has happened yet.
  await expect(html(page)).not.toHaveAttribute('data-page-hydrated', 'true');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');

  await expect(html(page)).toHaveAttribute('data-page-hydrated', 'true', { timeout: 20_000 });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  // Pressed once, not once more by React: it stays dark.
  await page.waitForTimeout(500);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
});

test('the cart button pressed before hydration opens the mini cart once it has hydrated', async ({
  page,
}) => {
  await slowHydration(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  await expect(html(page)).not.toHaveAttribute('data-page-hydrated', 'true');

  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible({ timeout: 20_000 });
  await expect(html(page)).toHaveAttribute('data-page-hydrated', 'true');
});

test('after hydration a press is handled once, by React alone', async ({ page }) => {
  await page.goto('/en');
  await expect(html(page)).toHaveAttribute('data-page-hydrated', 'true');
  await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.waitForTimeout(500);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
});
