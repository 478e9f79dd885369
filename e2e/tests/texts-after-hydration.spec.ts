import type { Page, Route } from '@playwright/test';
import { expect, test } from './csp-guard';
import { ready } from './journey-support';

// Issue 24 (send only what hydration needs): a document's state carries only the texts its server render looked
// up; the rest of the language is read once the page is idle. A part opened later shows the translated texts,
// and one opened before they arrive switches from its fallback to them.

test.use({ viewport: { width: 1280, height: 800 } });

const CATEGORY = '/no/sortiment/mobler/sofaer/';

/** The translations the document's state carries. */
async function textsInDocument(page: Page): Promise<{ keys: string[]; partial: boolean | undefined }> {
  const html = await (await page.request.get(CATEGORY)).text();
  const json = html.match(/<script[^>]*id="shop-state"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error('the document has no shop state');
  const state = JSON.parse(json) as { translations: { texts: Record<string, string>; partial?: boolean } };
  return { keys: Object.keys(state.translations.texts), partial: state.translations.partial };
}

test('the document carries the texts it shows; the rest arrive after hydration and reach a modal', async ({
  page,
}) => {
  const all = await (
    await page.request.get('/api/site/translations', { headers: { 'content-language': 'no' } })
  ).json();
  const carried = await textsInDocument(page);
  expect(carried.partial).toBe(true);
  expect(carried.keys).toContain('header.account');
  expect(carried.keys).not.toContain('login.password');
  expect(carried.keys.length).toBeLessThan(Object.keys(all).length / 2);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const completed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/site/translations',
  );
  await page.goto(CATEGORY);
  await ready(page);
  expect((await completed).status()).toBe(200);

  await page.getByRole('banner').getByRole('link', { name: 'Min konto' }).click();
  const login = page.getByRole('dialog', { name: 'Logg inn' });
  await expect(login.getByLabel('Passord')).toBeVisible();
  await expect(login.getByRole('button', { name: 'Glemt passord?' })).toBeVisible();
  expect(errors).toEqual([]);

  // The next document of the language: the browser kept the texts and revalidates them (304, no body bytes).
  const again = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/site/translations',
  );
  await page.goto('/no/');
  const revalidated = await again;
  await revalidated.finished();
  expect((await revalidated.request().sizes()).responseBodySize).toBe(0);
  expect(Object.keys(await revalidated.json()).length).toBe(Object.keys(all).length);
});

test('a modal opened before the rest of the texts arrive switches to them when they do', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/site/translations', async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(CATEGORY);
  await ready(page);
  await page.getByRole('banner').getByRole('link', { name: 'Min konto' }).click();
  // The modal's own texts were not on the page: until the rest arrive, their fallbacks show.
  const login = page.getByRole('dialog');
  await expect(login.getByLabel(/^Password/)).toBeVisible();
  release();
  await expect(login.getByLabel(/^Passord/)).toBeVisible();
  await expect(login.getByLabel(/^Password/)).toHaveCount(0);
});
