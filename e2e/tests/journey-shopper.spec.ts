import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import {
  completeCheckoutAndPay,
  DEMO_PASSWORD,
  expectAccessibleInBothThemes,
  isMobileProject,
  ready,
} from './journey-support';

// The private shopper's whole journey (issue 12), run by the 'desktop' project at 1280px and by the 'mobile'
// project at 375px: land on /, the mega menu (mobile: the menu) to a category, a filter, a product, register,
// add to cart, the cart page, checkout through every step, the test payment page, the confirmation, the order
// history, favourites and sign out. Axe (WCAG 2.2 A + AA) runs in the light and the dark theme on every page
// type on the way.

const CATEGORY_PATH = /\/en\/assortment\/furniture\/arm-chairs\/$/;

/** Presses the header's account button: in the header on wide screens, inside the menu on narrow ones. */
async function pressAccountButton(page: Page, mobile: boolean): Promise<void> {
  const header = page.getByRole('banner');
  if (mobile) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My account' }).click();
  } else {
    await header.getByRole('link', { name: 'My account' }).click();
  }
}

/**
 * The header's cart control of the layout on screen: a button opening the mini cart for anonymous shoppers, a
 * link to the cart page once signed in.
 */
const cartButton = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart/ })
    .or(page.getByRole('banner').getByRole('link', { name: /^Cart/ }))
    .filter({ visible: true });

// A missing element fails in seconds rather than at the journey's long overall timeout.
test.use({ actionTimeout: 20_000 });

test('the shopper lands, browses, filters, registers, buys, pays, finds the order and signs out', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const mobile = isMobileProject(testInfo);
  const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@storefront.example`;

  // 1. Land on / and reach the language home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'StartPage');

  // 2. The mega menu (wide) or the menu (narrow) to a category.
  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectAccessibleInBothThemes(page, 'menu', '[role="dialog"]');
    // The menu drills down one level per press; each level links to its own overview.
    await menu.getByRole('button', { name: 'Furniture' }).click();
    await menu.getByRole('button', { name: 'Arm chairs', exact: true }).click();
    await menu.getByRole('link', { name: 'See all products' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const furniture = nav.getByRole('button', { name: 'Furniture' });
    await furniture.click();
    await expect(furniture).toHaveAttribute('aria-expanded', 'true');
    await expectAccessibleInBothThemes(page, 'mega menu', 'nav[aria-label="Main navigation"]');
    await nav.getByRole('link', { name: 'Arm chairs', exact: true }).click();
  }
  await expect(page).toHaveURL(CATEGORY_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Arm chairs' })).toBeVisible();
  const results = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /results/ });
  // After the client navigation from the menu the count reads 0 until the category's first batch has arrived
  // (a loaded machine makes that visible): take the category's count once it is there.
  await expect(results).toHaveText(/^[1-9]\d* results/);
  const allHits = Number((await results.textContent())?.match(/\d+/)?.[0]);

  // 3. Filter: in stock only, from the sidebar (wide) or the filter modal (narrow).
  if (mobile) {
    await page.getByRole('main').getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Filter/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: 'In stock only' }).click();
    await expect(page).toHaveURL(/inStock=true/);
    await expectAccessibleInBothThemes(page, 'filter modal', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } else {
    await page
      .getByRole('region', { name: 'Filters' })
      .getByRole('switch', { name: 'In stock only' })
      .click();
    await expect(page).toHaveURL(/inStock=true/);
  }
  // While the filtered list loads the count may read 0 for a moment: wait for a real, smaller count.
  await expect
    .poll(async () => {
      const hits = Number((await results.textContent())?.match(/\d+/)?.[0]);
      return hits > 0 && hits < allHits;
    })
    .toBe(true);
  await expectAccessibleInBothThemes(page, 'CategoryPage filtered');

  // 4. Open the first product of the filtered list.
  const firstCard = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
  const productName = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
  await firstCard.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const productUrl = page.url();
  await expect(page.getByText('Sign in to see prices and buy.')).toBeVisible();

  // 5. Register: an anonymous shopper's account button opens the sign-in modal, which leads to registration.
  await pressAccountButton(page, mobile);
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await register.getByLabel('First name').fill('Ingrid');
  await register.getByLabel('Last name').fill('Berg');
  await register.getByLabel('E-mail').fill(email);
  await register.getByLabel('Password').fill(DEMO_PASSWORD);
  await expectAccessibleInBothThemes(page, 'register modal', '[role="dialog"]');
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register).toBeHidden();
  await expect(page).toHaveURL(productUrl);
  if (mobile) {
    // The menu the account button was pressed in stays open under the modal; the shopper closes it.
    const menu = page.getByRole('dialog', { name: 'Menu' });
    if (await menu.isVisible()) await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  }

  // 6. Add two to the cart.
  const main = page.getByRole('main');
  const addToCart = main.getByRole('button', { name: 'Add to cart' }).first();
  await expect(addToCart).toBeVisible();
  await expectAccessibleInBothThemes(page, 'ProductPage signed in');
  await main
    .getByRole('button', { name: /^Increase quantity/ })
    .first()
    .click();
  await addToCart.click();
  await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 2 items/);

  // 7. The signed-in shopper's cart button goes to the cart page.
  await cartButton(page).click();
  await expect(page).toHaveURL(/\/en\/cart-page$/);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(productName);
  await expectAccessibleInBothThemes(page, 'CartPage');

  // 8. Checkout, every step.
  await page.getByTestId('go-to-checkout').click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
  await expect(step('contact')).toHaveAttribute('data-completed', 'true');
  await expect(step('address')).toHaveAttribute('data-active', 'true');
  // A new shopper has no address book: the billing address is typed (delivered to the billing address).
  const billing = step('address').getByRole('group', { name: 'Billing address' });
  // The new address starts with the contact details given at registration.
  await expect(billing.getByLabel('First name')).toHaveValue('Ingrid');
  await expect(billing.getByLabel('E-mail')).toHaveValue(email);
  await billing.getByLabel('First name').fill('Ingrid');
  await billing.getByLabel('Last name').fill('Berg');
  await billing.getByLabel('Address').fill('Karl Johans gate 1');
  await billing.getByLabel('Zip code').fill('0154');
  await billing.getByLabel('City').fill('Oslo');
  await billing.getByLabel('E-mail').fill(email);
  await expectAccessibleInBothThemes(page, 'CheckoutPage addresses');
  await step('address').getByRole('button', { name: 'Continue' }).click();
  // Delivery, reference and payment; the API's test payment page, then the confirmation.
  const orderNumber = await completeCheckoutAndPay(page, {
    reference: 'Shopper journey',
    paymentMethod: 'Card',
  });
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('order-confirmation')).toContainText(productName);
  await expect(page.getByTestId('order-payment-method')).toHaveText('Card');
  await expectAccessibleInBothThemes(page, 'OrderConfirmationPage');

  // 10. The order in the account's order history.
  await page.goto('/en/account?view=Orders');
  await ready(page);
  await expect(page.getByTestId('order-row').filter({ hasText: orderNumber })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'AccountPage orders');

  // 11. Favourites: the product's heart, then the account's favourites.
  await page.goto(productUrl);
  await ready(page);
  const heart = page.getByTestId('product-favourite');
  await expect(heart).toHaveAccessibleName('Add to favourites');
  await heart.click();
  const picker = page.getByRole('dialog', { name: 'Choose a list' });
  await picker.getByLabel('List name').fill('Living room');
  await picker.getByRole('button', { name: 'New list' }).click();
  await expect(picker.getByRole('checkbox', { name: 'Living room' })).toBeChecked();
  await expectAccessibleInBothThemes(page, 'favourites list picker', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(heart).toHaveAccessibleName('Remove from favourites');
  await page.goto('/en/account?view=Favorites');
  await ready(page);
  // The favourites view lists a product by its code (the product URL's last number).
  const productCode = productUrl.match(/-(\d+)\/$/)?.[1] ?? '';
  await expect(page.getByRole('heading', { name: 'Living room' })).toBeVisible();
  await expect(page.getByTestId('favourites-list').first()).toContainText(productCode);
  await expectAccessibleInBothThemes(page, 'AccountPage favourites');

  // 12. Sign out.
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'AccountPage signed out');
  await page.goto(productUrl);
  await expect(page.getByText('Sign in to see prices and buy.')).toBeVisible();
});
