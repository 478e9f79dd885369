import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The WCAG 2.2 A and AA rule sets (axe tags) every journey page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The demo password of the seeded accounts (apps/api README, "Demo accounts"). */
export const DEMO_PASSWORD = 'storefront-demo';

/** True in the 'mobile' project (375px, the mobile header and menu); false in 'desktop' (1280px). */
export function isMobileProject(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/** Waits until the page is hydrated: no start-up loader, and the page's own boundary has hydrated. */
export async function ready(page: Page): Promise<void> {
  await expect(page.getByTestId('startup-loader')).toHaveCount(0);
  // A server-rendered page has no loader to wait for (issue 24): its controls answer once it has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true');
}

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/**
 * Runs axe (WCAG 2.2 A + AA) on the page as it is, in the light and the dark theme. The theme is switched with
 * the storefront's toggle event, not a reload, so a page's state (an open checkout step, a filled form) is
 * checked as the shopper sees it; the theme is back to light afterwards. Every violation fails, whatever its
 * impact. `include` (a CSS selector) limits the check to an open modal or menu whose page underneath has been
 * checked already: axe on a loaded two-core machine takes seconds per page, and the page behind a modal is inert.
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  label: string,
  include?: string,
): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const light = await axeViolations(page, include);
  await page.evaluate(() => window.dispatchEvent(new Event('storefront:toggle-theme')));
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await axeViolations(page, include);
  await page.evaluate(() => window.dispatchEvent(new Event('storefront:toggle-theme')));
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect({ page: label, light, dark }).toEqual({ page: label, light: [], dark: [] });
}

/** Headers of a same-origin, state-changing API call (the API's CSRF rule). */
function sameOrigin(baseURL: string): Record<string, string> {
  return { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin };
}

/**
 * Signs in through the API call the sign-in form makes (`POST api/customer/login` with Basic credentials); the
 * session cookie lands in the request's browser context. Used where the journey is not about signing in.
 */
export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const response = await request.post('/api/customer/login', {
    headers: {
      ...sameOrigin(baseURL),
      Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Registers a new private customer (signed in afterwards) so a journey starts with its own empty cart. */
export async function registerShopper(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@storefront.example`;
  const response = await request.post('/api/customer/register', {
    headers: sameOrigin(baseURL),
    data: {
      firstName: 'Journey',
      lastName: 'Shopper',
      email,
      phoneNumber: '91234567',
      password: DEMO_PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** Empties the signed-in customer's cart (the demo accounts are shared by several test files). */
export async function emptyCart(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.delete('/api/cart', { headers: sameOrigin(baseURL) });
  expect([200, 204]).toContain(response.status());
}

/**
 * The first product card on the current category page that a signed-in visitor can buy: active, priced (not
 * "contact for price") and in stock. Read from the category's first batch through the API, in the page's order.
 */
export async function firstBuyableCard(page: Page): Promise<Locator> {
  const headers = { 'Content-Language': 'en', 'Context-Url': page.url() };
  const category = await (await page.request.get('/api/content/page', { headers })).json();
  const products = await page.request.get(
    `/api/categories/${category.categoryId}/products?take=24${page.url().includes('inStock=true') ? '&instock=true' : ''}`,
    { headers },
  );
  const cards: { code: string; active: boolean; hidePrice: boolean; inStockQuantity: number }[] = (
    await products.json()
  ).data.result;
  const buyable = cards.find((card) => card.active && !card.hidePrice && card.inStockQuantity > 10);
  expect(buyable, 'the first batch holds a buyable product').toBeDefined();
  const card = page.locator(`[data-testid="product-card"][data-code="${buyable?.code}"]`);
  await expect(card).toBeVisible();
  return card;
}

/**
 * The checkout's last three steps (standard delivery, a reference, the given payment method, with axe on the
 * payment step), placing the order and paying on the API's test payment page. Ends on the confirmation page;
 * answers the order number the payment page showed.
 */
export async function completeCheckoutAndPay(
  page: Page,
  { reference, paymentMethod }: { reference: string; paymentMethod: 'Card' | 'Invoice' },
): Promise<string> {
  const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
  await expect(step('delivery')).toHaveAttribute('data-active', 'true');
  await step('delivery').getByLabel('Standard delivery').check();
  await step('delivery').getByRole('button', { name: 'Continue' }).click();
  await expect(step('moreInfo')).toHaveAttribute('data-active', 'true');
  await step('moreInfo').getByLabel('Your reference').fill(reference);
  await step('moreInfo').getByRole('button', { name: 'Continue' }).click();
  await expect(step('payment')).toHaveAttribute('data-active', 'true');
  await step('payment').getByLabel(paymentMethod).check();
  await expectAccessibleInBothThemes(page, 'CheckoutPage payment');
  await step('payment')
    .getByRole('button', { name: /^Place order/ })
    .click();

  await expect(page).toHaveURL(/\/api\/payment\/test\/[^/]+$/);
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/en\/order-confirmation\?orderNumber=/);
  await ready(page);
  return orderNumber;
}

/** The arm chairs category, whose cards the layout specs pick buyable products from. */
export const ARM_CHAIRS = '/en/assortment/furniture/arm-chairs/';

/** A product card as the category API lists it (the fields the specs read). */
export interface CategoryCard {
  url: string;
  code: string;
  active: boolean;
  hidePrice: boolean;
  inStockQuantity: number;
  variations: { code: string; stock: { stockQuantity: number } }[];
}

/** The arm chairs category's first 48 cards as the API lists them. */
export async function armChairs(request: APIRequestContext, baseURL: string): Promise<CategoryCard[]> {
  const page = await request.get('/api/content/page', {
    headers: { 'Context-Url': `${baseURL}${ARM_CHAIRS}`, 'Content-Language': 'en' },
  });
  const { categoryId } = (await page.json()) as { categoryId: string };
  const list = await request.get(`/api/categories/${categoryId}/products?take=48`, {
    headers: { 'Content-Language': 'en' },
  });
  return ((await list.json()) as { data: { result: CategoryCard[] } }).data.result;
}
