import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { armChairs, ARM_CHAIRS as CATEGORY, emptyCart, ready, signIn } from './journey-support';

// Issue 22 items 8, 11, 13 and 14: breadcrumbs on category pages, the country button's name, the product
// page's wide layout, one label for the article number and the theme's accent on native radios.

const SHOPPER = 'private@storefront.example';
/** palette.purple[700], the light theme's primary. */
const LIGHT_PRIMARY = 'rgb(91, 42, 134)';
/** palette.teal[300], the dark theme's primary. */
const DARK_PRIMARY = 'rgb(95, 212, 196)';

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found as { x: number; y: number; width: number; height: number };
};

test.describe('page layout and labels', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a category page has the product page’s breadcrumb trail, ending on the category', async ({
    page,
  }) => {
    await page.goto(CATEGORY);
    await ready(page);
    const trail = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(trail).toBeVisible();
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Assortment', 'Furniture', 'Arm chairs']);
    await expect(trail.getByRole('link', { name: 'Furniture' })).toHaveAttribute(
      'href',
      '/en/assortment/furniture/',
    );
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Arm chairs');
    // The trail sits above the heading, as on the product page.
    const heading = await page.getByRole('heading', { level: 1, name: 'Arm chairs' }).boundingBox();
    const trailBox = await trail.boundingBox();
    expect((trailBox?.y ?? 0) < (heading?.y ?? 0)).toBe(true);

    // The link goes up a level in place.
    await trail.getByRole('link', { name: 'Furniture' }).click();
    await expect(page).toHaveURL(/\/en\/assortment\/furniture\/$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .locator('[aria-current="page"]'),
    ).toHaveText('Furniture');
  });

  test('the country button’s name starts with the code it shows', async ({ page }) => {
    await page.goto('/en/about-us/');
    await ready(page);
    const button = page.getByRole('banner').getByRole('button', { name: /Country/ });
    // The text a sighted shopper sees: text nodes outside visually hidden (1 px, clipped) elements.
    const visible = await button.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement?.getBoundingClientRect();
        if (parent && parent.width > 1 && parent.height > 1) text += node.textContent ?? '';
      }
      return text.trim();
    });
    expect(visible).toBe('NO');
    await expect(button).toHaveAccessibleName('NO, Country: Norway');
    const results = await new AxeBuilder({ page })
      .include('header')
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('at 1280 px the product page puts gallery and buy box side by side, then full-width sections', async ({
    page,
    baseURL,
  }) => {
    const cards = await armChairs(page.request, baseURL ?? '');
    const product = cards.find((card) => card.active) ?? cards[0];
    await page.goto(product?.url ?? '');
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
    const article = await box(page, '[data-testid="product-page"]');
    const padding = await page
      .getByTestId('product-page')
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).paddingLeft));
    const content = article.width - 2 * padding;

    const gallery = await box(page, '[data-testid="product-main-image"]');
    const title = await box(page, 'h1');
    expect(title.x, 'the buy box is right of the gallery').toBeGreaterThanOrEqual(gallery.x + gallery.width);
    expect(gallery.width, 'the gallery takes the larger share').toBeGreaterThan(content * 0.5);

    const specifications = await box(page, '[data-testid="product-specifications"] dl');
    expect(specifications.width).toBeGreaterThan(content * 0.95);
    // Two columns of name and value rows where there is room, not a narrow strip at the left.
    const rows = page.locator('[data-testid="product-specifications"] dl > div');
    const tops = await rows.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().top));
    expect(new Set(tops.map(Math.round)).size).toBeLessThan(tops.length);

    for (const id of ['related-products', 'similar-products']) {
      const section = await box(page, `[data-testid="${id}"]`);
      expect(section.width, `${id} spans the content`).toBeGreaterThan(content * 0.95);
      const row = await page
        .getByTestId(id)
        .locator('li')
        .evaluateAll((items) => {
          const first = items[0]?.getBoundingClientRect();
          const inRow = items.map((item) => item.getBoundingClientRect()).filter((r) => r.top === first?.top);
          return {
            left: Math.min(...inRow.map((r) => r.left)),
            right: Math.max(...inRow.map((r) => r.right)),
          };
        });
      expect(row.right - row.left, `${id}: the cards fill the row`).toBeGreaterThan(section.width * 0.9);
    }
  });

  test('the article number has one label on card, product page and cart; native radios take the theme colour', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const cards = await armChairs(page.request, base);
    const buyable = cards.find((card) => card.active && !card.hidePrice && card.inStockQuantity > 5);
    expect(buyable).toBeDefined();

    await page.goto(CATEGORY);
    await ready(page);
    await expect(page.getByTestId('product-card').first()).toContainText('Article no.');
    await expect(page.getByTestId('product-card').first()).not.toContainText('Item no.');

    await page.goto(buyable?.url ?? '');
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByText(/^Article no\./).first()).toBeVisible();
    await expect(page.getByTestId('product-page')).not.toContainText('Item no.');

    await signIn(page.request, base, SHOPPER);
    await emptyCart(page.request, base);
    try {
      const code = buyable?.variations.find((v) => v.stock.stockQuantity > 5)?.code ?? buyable?.code;
      const added = await page.request.post('/api/cart', {
        headers: { 'Content-Type': 'application/json', Origin: new URL(base).origin },
        data: { code, quantity: 1 },
      });
      expect(added.ok(), await added.text()).toBe(true);
      await page.goto('/en/cart-page');
      await ready(page);
      const line = page.getByTestId('cart-line').first();
      await expect(line).toContainText(`Article no. ${code}`);

      await page.goto('/en/checkout');
      await ready(page);
      const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
      await step('address').getByRole('button', { name: 'Continue' }).click();
      await step('delivery').getByLabel('Standard delivery').check();
      await step('delivery').getByRole('button', { name: 'Continue' }).click();
      await step('moreInfo').getByRole('button', { name: 'Continue' }).click();
      const invoice = step('payment').getByLabel('Invoice');
      await invoice.check();
      const accent = () => invoice.evaluate((input) => getComputedStyle(input).accentColor);
      expect(await accent()).toBe(LIGHT_PRIMARY);
      await page.evaluate(() => window.dispatchEvent(new Event('storefront:toggle-theme')));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await accent()).toBe(DARK_PRIMARY);
      await page.evaluate(() => window.dispatchEvent(new Event('storefront:toggle-theme')));
    } finally {
      await emptyCart(page.request, base);
    }
  });
});
