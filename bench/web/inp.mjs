// Lab INP on the phone profile of seen.mjs: how long the page takes to answer three interactions once it is
// hydrated, measured from inside the page with the Event Timing API (PerformanceObserver 'event' entries,
// durationThreshold 16 ms: input delay + processing + the next paint). Each interaction's latency is the
// longest event entry of its interactionId; a step with several interactions (typing) reports its worst one,
// as INP does. The interactions:
//   - facet toggle: on the category page, open the filter modal (a phone shows no sidebar) and tick the first
//     colour; the tick is measured (the modal's opening is a separate interaction and not counted);
//   - add to cart: as a newly registered shopper (anonymous visitors see no prices and no cart buttons), the
//     first add-to-cart button of the category page's cards (a product with variants opens the variation
//     picker: that is the answer the shopper sees);
//   - quick search: open the header's search on the start page and type "sofa", one key every 150 ms.
// The bare app's nearest equivalent: its first "Add to cart" button (it has no facets and no search).
import { openPhonePage } from './phone-profile.mjs';

function observeInteractions() {
  const latencies = new Map();
  window.__interactions = latencies;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      latencies.set(entry.interactionId, Math.max(latencies.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The longest interaction latency recorded since `after` (a count of interactions already seen). */
async function worstSince(page, after) {
  // Event entries are reported after the next paint: give them two frames and a moment.
  await page.waitForTimeout(600);
  return page.evaluate((skip) => {
    const all = [...window.__interactions.entries()].sort((a, b) => a[0] - b[0]).slice(skip);
    return all.length ? Math.max(...all.map(([, d]) => d)) : null;
  }, after);
}

const countInteractions = (page) => page.evaluate(() => window.__interactions.size);

/** Registers a new shopper in the context (its session cookie lands there), so the cart starts empty. */
export async function registerShopper(context, url) {
  const { origin } = new URL(url);
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@storefront.example`;
  const response = await context.request.post(`${origin}/api/customer/register`, {
    headers: { 'Content-Type': 'application/json', Origin: origin },
    data: {
      firstName: 'Bench',
      lastName: 'Shopper',
      email,
      phoneNumber: '91234567',
      password: 'bench-shopper-1',
    },
  });
  if (response.status() !== 201) throw new Error(`registering a shopper answered ${response.status()}`);
}

async function openPage(browser, url, signedIn = false) {
  const { context, page } = await openPhonePage(browser);
  if (signedIn) await registerShopper(context, url);
  await page.addInitScript(observeInteractions);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  return { context, page };
}

/** Waits for the shop's page to be hydrated and the network to calm down, as a shopper who starts acting. */
async function settle(page, shop) {
  if (shop) {
    await page.waitForFunction(() => document.documentElement.dataset.pageHydrated === 'true', null, {
      timeout: 60_000,
    });
  }
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

async function measure(browser, url, shop, act, signedIn = false) {
  let context;
  try {
    const opened = await openPage(browser, url, signedIn);
    context = opened.context;
    const { page } = opened;
    await settle(page, shop);
    return await act(page);
  } catch (error) {
    process.stderr.write(`  INP step on ${url} failed: ${error.message.split('\n')[0]}\n`);
    return null;
  } finally {
    await context?.close();
  }
}

/** Tick the first colour in the filter modal of a category page. */
export function facetToggle(browser, url) {
  return measure(browser, url, true, async (page) => {
    await page.getByTestId('listing').getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    const box = dialog.locator('input[type="checkbox"]').first();
    await box.waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForTimeout(500);
    const before = await countInteractions(page);
    await box.click();
    return worstSince(page, before);
  });
}

/** The first product card's add-to-cart button (the shop), or the bare app's first "Add to cart" button. */
export function addToCart(browser, url, shop) {
  return measure(
    browser,
    url,
    shop,
    async (page) => {
      const button = shop
        ? page.getByTestId('product-card').getByRole('button', { name: 'Add to cart', exact: true }).first()
        : page.getByRole('button', { name: 'Add to cart' }).first();
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      const before = await countInteractions(page);
      await button.click();
      return worstSince(page, before);
    },
    shop,
  );
}

/** Open the header search on the start page and type a word into it; the worst keystroke counts. */
export function quickSearch(browser, url) {
  return measure(browser, url, true, async (page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForTimeout(500);
    const before = await countInteractions(page);
    await input.pressSequentially('sofa', { delay: 150 });
    return worstSince(page, before);
  });
}
