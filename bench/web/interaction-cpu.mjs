// What a facet toggle and an add to cart cost on the main thread, on the phone profile (phone-profile.mjs): a
// Chrome trace around the interaction, the *thread* time (CPU, little moved by machine load) of the task that
// dispatched the click and of all main-thread tasks in the 1 s after it (the listing reload included), and the
// interaction's latency from the Event Timing API as inp.mjs takes it (wall time, load-sensitive). Medians of
// RUNS runs. The interactions are inp.mjs's: tick the first colour in the category page's filter modal; the
// first card's add-to-cart button as a newly registered shopper.
//
//   node bench/web/interaction-cpu.mjs [origin] [runs]    (without an origin it starts the built shop)
import { registerShopper } from './inp.mjs';
import { launchBrowser, openPhonePage } from './phone-profile.mjs';
import { findPages, startShop } from './shop.mjs';
import { loadLine as load, median } from './trace-stats.mjs';

const [originArg, runsArg] = process.argv.slice(2);
const runs = Math.max(1, Number(runsArg ?? 5) || 5);

function observeInteractions() {
  window.__worst = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__worst = Math.max(window.__worst, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Traces `act` (which ends with the measured click) and 1 s after it. */
async function traced(cdp, page, act) {
  const events = [];
  const onData = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', onData);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  await page.evaluate(() => {
    window.__worst = 0;
  });
  await act();
  await page.waitForTimeout(1_000);
  const latency = await page.evaluate(() => window.__worst);
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', onData);
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' && e.name === 'RunTask' && typeof e.tdur === 'number' && main.has(`${e.pid}:${e.tid}`),
  );
  const clicks = events.filter(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click' && main.has(`${e.pid}:${e.tid}`),
  );
  const click = clicks.at(-1);
  if (!click) throw new Error('no click in the trace');
  const clickTask = tasks.find(
    (t) => t.pid === click.pid && t.tid === click.tid && t.ts <= click.ts && t.ts + t.dur >= click.ts,
  );
  const after = tasks.filter((t) => t.ts >= (clickTask?.ts ?? click.ts));
  return {
    clickTask: (clickTask?.tdur ?? Number.NaN) / 1000,
    second: after.reduce((sum, t) => sum + t.tdur, 0) / 1000,
    latency,
  };
}

async function settle(page) {
  await page.waitForFunction(() => document.documentElement.dataset.pageHydrated === 'true', null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

async function facetToggle(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser);
  try {
    await page.addInitScript(observeInteractions);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await settle(page);
    await page.getByTestId('listing').getByRole('button', { name: 'Filter', exact: true }).click();
    const box = page.getByRole('dialog', { name: 'Filter' }).locator('input[type="checkbox"]').first();
    await box.waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForTimeout(500);
    return await traced(cdp, page, () => box.click());
  } finally {
    await context.close();
  }
}

async function addToCart(browser, url, origin) {
  const { context, page, cdp } = await openPhonePage(browser);
  try {
    await registerShopper(context, origin);
    await page.addInitScript(observeInteractions);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await settle(page);
    const button = page
      .getByTestId('product-card')
      .getByRole('button', { name: 'Add to cart', exact: true })
      .first();
    await button.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    return await traced(cdp, page, () => button.click());
  } finally {
    await context.close();
  }
}

const shop = originArg ? null : await startShop();
const origin = originArg || shop.origin;
const browser = await launchBrowser();
try {
  const category = (await findPages(origin)).find((p) => p.name === 'category');
  const url = origin + category.path;
  const samples = { 'facet toggle': [], 'add to cart': [] };
  console.log(`load before: ${load()}`);
  for (let round = 0; round < runs; round++) {
    for (const [name, run] of [
      ['facet toggle', () => facetToggle(browser, url)],
      ['add to cart', () => addToCart(browser, url, origin)],
    ]) {
      try {
        samples[name].push(await run());
      } catch (error) {
        process.stderr.write(`  ${name} run ${round + 1} failed: ${error.message.split('\n')[0]}\n`);
      }
    }
  }
  console.log(`load after:  ${load()}\n`);
  console.log('interaction     click task CPU ms  CPU in the 1 s after ms  latency ms (wall, 4x)  runs');
  for (const [name, s] of Object.entries(samples)) {
    const m = (key) => median(s.map((x) => x[key])).toFixed(0);
    console.log(
      `${name.padEnd(16)}${m('clickTask').padStart(17)}${m('second').padStart(25)}${m('latency').padStart(23)}${String(s.length).padStart(6)}`,
    );
  }
} finally {
  await browser.close();
  await shop?.stop();
}
