import { expect, test } from './csp-guard';

test.describe('the started shop', () => {
  test('answers its own health route and the API health route through the proxy', async ({ request }) => {
    const web = await request.get('/health');
    expect(web.status()).toBe(200);
    expect(await web.json()).toEqual({ status: 'ok' });

    const api = await request.get('/api/health');
    expect(api.status()).toBe(200);
    expect(await api.json()).toEqual({ status: 'ok' });
  });

  test('renders a page in Chromium', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('#maincontent')).toBeVisible();
  });
});
