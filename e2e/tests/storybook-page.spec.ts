import { expect, test } from './csp-guard';

// Spec: the StorybookPage content page leads designers to the component library. `pnpm start` builds
// Storybook and the web server serves it at /storybook/, so the link works on a fresh clone.

test('the component library page links to Storybook, which opens on its Introduction', async ({ page }) => {
  await page.goto('/en/storybook');
  await expect(page.getByRole('heading', { level: 1, name: 'Component library' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the component library' }).click();
  await expect(page).toHaveURL(/\/storybook\/(\?path=\/docs\/introduction--docs)?$/);
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(
    preview.getByRole('heading', { level: 1, name: 'The storefront design system' }),
  ).toBeVisible();
  // The sidebar lists the foundations a designer reviews first, generated from the tokens.
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  for (const name of ['Colours', 'Tokens', 'Icons']) {
    await expect(sidebar.getByRole('button', { name, exact: true })).toBeVisible();
  }
});

test('Storybook is served from the shop with its own assets', async ({ request }) => {
  const index = await request.get('/storybook/index.json');
  expect(index.status()).toBe(200);
  const entries = Object.values(
    ((await index.json()) as { entries: Record<string, { type: string }> }).entries,
  );
  expect(entries.filter((entry) => entry.type === 'docs').length).toBeGreaterThan(50);
  expect(entries.filter((entry) => entry.type === 'story').length).toBeGreaterThan(600);
});
