import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';

// Issue 24: on a listing, the cards beyond the first screen hydrate when they come near the viewport or are
// used (packages/features/src/shell/hydrate-when-visible.tsx). Their server markup stays as it is until then;
// once scrolled to, a card answers like any other, and nothing on the way logs an error or a hydration mismatch.

test.use({ viewport: { width: 412, height: 823 } });

const CATEGORY = '/en/assortment/furniture/sofas/';

/** Whether React has hydrated the element: it keeps the element's props on it then. */
function hydrated(page: Page, selector: string, index: number): Promise<boolean> {
  return page.evaluate(
    ({ selector, index }) => {
      const element = document.querySelectorAll(selector)[index];
      if (!element) throw new Error(`no ${selector} #${index}`);
      return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    { selector, index },
  );
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

test('a listing card below the first screen hydrates when scrolled to, and then answers', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto(CATEGORY);
  await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');

  const cards = page.getByTestId('product-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(8);
  const last = count - 1;
  const heartSelector = '[data-testid="product-card"] button[aria-label="Add to favourites"]';
  // The first card is hydrated with the page; the last one, far below the first screen, still waits.
  await expect.poll(() => hydrated(page, heartSelector, 0)).toBe(true);
  expect(await hydrated(page, heartSelector, last)).toBe(false);
  // Its server markup is shown all the while: the card is complete, its heart waits disabled.
  const lastCard = cards.nth(last);
  await expect(lastCard.getByRole('link').first()).toBeVisible({ visible: true });
  await expect(lastCard.getByRole('button', { name: 'Add to favourites' })).toBeDisabled();

  await lastCard.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(page, heartSelector, last)).toBe(true);
  const heart = lastCard.getByRole('button', { name: 'Add to favourites' });
  await expect(heart).toBeEnabled();
  // Anonymous: the heart asks the shopper to sign in.
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a press on a card that has not hydrated yet reaches it', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(CATEGORY);
  await expect(page.getByTestId('listing')).toHaveAttribute('data-hydrated', 'true');
  const cards = page.getByTestId('product-card');
  const last = (await cards.count()) - 1;
  const lastCard = cards.nth(last);
  const firstName = await cards.first().getByRole('link').first().getAttribute('href');
  // A link of a waiting card is a plain link of the server markup until then; a click navigates in the app.
  const link = lastCard.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).not.toBe(firstName);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
