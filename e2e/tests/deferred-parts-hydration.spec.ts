import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';

// Issue 24: parts a phone's first screen does not show hydrate only when they are seen or used. The footer
// (lazyWhenVisible) keeps its server markup until it comes near the viewport or takes focus, and then works by
// keyboard; the filter sidebar, not displayed on a phone, never hydrates there (the filter modal holds the
// filters) and a facet ticked in the modal drops it without an error, rendering it again once displayed.

test.use({ viewport: { width: 412, height: 823 } });

const CATEGORY = '/en/assortment/furniture/sofas/';

/** Whether React has hydrated the first element the selector finds (it keeps the element's props on it then). */
function hydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector}`);
    return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/** Errors the page throws or logs (a hydration mismatch is logged as one). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  return problems;
}

async function openCategory(page: Page) {
  await page.goto(CATEGORY);
  await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true');
  await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
}

test('the footer hydrates when it takes focus and then works by keyboard', async ({ page }) => {
  const problems = watchProblems(page);
  await openCategory(page);
  const summary = 'footer [data-testid="footer-mobile"] summary';
  // Far below the first screen: still the server's markup.
  expect(await hydrated(page, summary)).toBe(false);

  await page.locator(summary).first().focus();
  await expect.poll(() => hydrated(page, summary), { timeout: 20_000 }).toBe(true);
  await expect(page.locator(summary).first()).toBeFocused();
  // The column opens by keyboard, and Tab reaches its first link, which navigates.
  await page.keyboard.press('Enter');
  const column = page.locator('footer [data-testid="footer-mobile"] details').first();
  await expect(column).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  const link = column.getByRole('link').first();
  await expect(link).toBeFocused();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(problems).toEqual([]);
});

test('the filter sidebar does not hydrate on a phone, and a tick in the modal drops it cleanly', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await openCategory(page);
  const sidebarBox = 'aside input[type="checkbox"]';
  await expect(page.locator(sidebarBox).first()).toBeAttached();
  expect(await hydrated(page, sidebarBox)).toBe(false);

  await page.getByTestId('listing').getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  const box = dialog.locator('input[type="checkbox"]').first();
  await box.check();
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/\?/);
  const facet = await box.getAttribute('data-facet');
  const term = await box.getAttribute('data-term');
  // The hidden sidebar's markup went with the change (nothing on screen changed): no mismatch, no error.
  await expect(page.locator(sidebarBox)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // A wider window displays the sidebar: it renders on the client, with the tick, and answers.
  await page.setViewportSize({ width: 1280, height: 900 });
  const sidebarTerm = page.locator(`aside input[data-facet="${facet}"][data-term="${term}"]`);
  await expect(sidebarTerm).toBeChecked();
  await sidebarTerm.uncheck();
  await expect(sidebarTerm).not.toBeChecked();
  expect(problems).toEqual([]);
});
