import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { armChairs, ARM_CHAIRS as CATEGORY, emptyCart, ready, signIn } from './journey-support';

// Issue 22 item 3: no page may scroll sideways at phone widths (320-414 px). Every page type is visited at
// 320, 375 and 414 px, anonymous and as the private demo shopper with a line in the cart; on each the document
// must be no wider than the viewport and no visible element may reach past its right edge (content inside a
// container that scrolls or clips on its own, such as a table's scroller, does not count). The product card
// buttons must fit their text on one line ("Add to cart", not "Add / to / cart").

const WIDTHS = [320, 375, 414] as const;
const SHOPPER = 'private@storefront.example';

/** The search page's address from the global settings. */
async function searchPath(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/site/global-settings', { headers: { 'Content-Language': 'en' } });
  const settings = (await answer.json()) as { staticPages: { pageType: string; url: string }[] };
  const url = settings.staticPages.find((page) => page.pageType === 'SearchPage')?.url;
  expect(url, 'the search page address').toBeTruthy();
  return url as string;
}

/**
 * What sticks out on the page as it is: the document's scroll width against the viewport, and every visible
 * element whose right edge lies past the viewport and that is not inside a container that scrolls or clips
 * horizontally on its own. Each offender is described by tag, test id or class and the start of its text.
 */
async function overflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const clipped = (element: Element): boolean => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          if (box.right <= innerWidth + 0.5) return true;
        }
        if (style.position === 'fixed' && style.visibility === 'hidden') return true;
      }
      return false;
    };
    const label = (element: Element): string => {
      const testId = element.getAttribute('data-testid');
      const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : className ? `.${className}` : ''} right=${right} "${text}"`;
    };
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= innerWidth + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      // A visually hidden text (1 px, clipped) is not seen and does not widen the page.
      if (box.width <= 1 && box.height <= 1) continue;
      if (clipped(element)) continue;
      // Report where the overflow starts: an element whose parent still fits.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > innerWidth + 0.5) {
        if (!clipped(parent)) continue;
      }
      offenders.push(label(element));
    }
    // A breadcrumb squeezed below its text overlaps its neighbour without widening the page: the trail must
    // collapse its middle instead.
    for (const item of Array.from(document.querySelectorAll('nav[aria-label="Breadcrumbs"] li'))) {
      if (item.scrollWidth > item.clientWidth + 1 && !item.querySelector('[aria-current="page"]')) {
        offenders.push(`squeezed breadcrumb ${label(item)}`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      offenders: offenders.slice(0, 20),
    };
  });
}

/** Product card buttons whose text runs over more than one line. */
async function wrappedCardButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrapped: string[] = [];
    const buttons = document.querySelectorAll(
      '[data-testid="product-card"] button, [data-testid="product-card"] a[role="button"]',
    );
    for (const button of Array.from(buttons)) {
      // The line boxes of the button's text: rects of its text nodes, one top per line (a few px apart at most).
      const tops: number[] = [];
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2))
            tops.push(rect.top);
        }
      }
      if (tops.length > 1) wrapped.push(`"${(button.textContent ?? '').trim()}" on ${tops.length} lines`);
    }
    return wrapped;
  });
}

test.describe('no sideways scrolling at phone widths', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const width of WIDTHS) {
    test(`every page type fits ${width} px`, async ({ page, baseURL }) => {
      const base = baseURL ?? '';
      await page.setViewportSize({ width, height: 780 });
      const cards = await armChairs(page.request, base);
      const buyable = cards.find((card) => card.active && !card.hidePrice && card.inStockQuantity > 5);
      expect(buyable, 'a buyable arm chair').toBeDefined();
      const product = cards.find((card) => card.active) ?? cards[0];
      const search = await searchPath(page.request);
      const problems: string[] = [];

      const check = async (label: string, path: string, waitFor?: () => Promise<void>) => {
        const answer = await page.goto(path);
        expect(answer, label).not.toBeNull();
        await ready(page);
        await waitFor?.();
        // Let the breadcrumb check (debounced 200 ms) and late images settle.
        await page.waitForTimeout(400);
        const found = await overflow(page);
        if (found.scrollWidth > found.innerWidth) {
          problems.push(
            `${label}: document ${found.scrollWidth} px wide in a ${found.innerWidth} px viewport`,
          );
        }
        for (const offender of found.offenders) problems.push(`${label}: ${offender}`);
      };

      // Anonymous.
      await check('start', '/en');
      await check('category', CATEGORY, async () => {
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      });
      const wrapped = await wrappedCardButtons(page);
      for (const button of wrapped) problems.push(`category card button ${button}`);
      await check('product', product?.url ?? '', async () => {
        await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
      });
      await check('search', `${search}?query=chair`, async () => {
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      });
      await check('content', '/en/about-us/');
      await check('not found', '/en/this-page-does-not-exist');
      await check('account sign-in', '/en/account', async () => {
        await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
      });

      // As the private demo shopper with a line in the cart.
      await signIn(page.request, base, SHOPPER);
      await emptyCart(page.request, base);
      try {
        const added = await page.request.post('/api/cart', {
          headers: { 'Content-Type': 'application/json', Origin: new URL(base).origin },
          data: {
            code: buyable?.variations.find((v) => v.stock.stockQuantity > 5)?.code ?? buyable?.code,
            quantity: 2,
          },
        });
        expect(added.ok(), await added.text()).toBe(true);
        await check('category signed in', CATEGORY, async () => {
          await expect(page.getByTestId('product-card').first()).toBeVisible();
        });
        for (const button of await wrappedCardButtons(page))
          problems.push(`category (signed in) card button ${button}`);
        await check('product signed in', buyable?.url ?? '', async () => {
          await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
        });
        await check('cart', '/en/cart-page', async () => {
          await expect(page.getByTestId('cart-line').first()).toBeVisible();
        });
        await check('checkout', '/en/checkout', async () => {
          await expect(page.locator('[data-testid^="checkout-step-"]').first()).toBeVisible();
        });
        await check('account overview', '/en/account');
        await check('account orders', '/en/account?view=Orders');
      } finally {
        await emptyCart(page.request, base);
      }

      expect(problems, `sideways overflow at ${width} px`).toEqual([]);
    });
  }
});
