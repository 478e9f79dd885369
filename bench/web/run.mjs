// What a shopper on a phone gets, against the framework's floor: the built shop's start, category, product and
// search pages and a bare React Router 7 app (bench/web/reference), measured in one run, alternating shop page
// and reference so that machine load falls on both alike. For each: the time from which the page's <h1> is
// painted and stays uncovered, the time until it is hydrated (seen.mjs: Playwright in Debian's Chromium, 412x823,
// 150 ms round trip, 1.6 Mbit/s, CPU 4x, no cache), and Lighthouse 12's mobile preset (score, LCP, TBT, CLS,
// JavaScript bytes). Medians of BENCH_RUNS runs (default 3), the load average beside each row, the ratio to the
// reference, and how each page stands against the targets of issue 24. Then lab INP (inp.mjs): the latency of a
// facet toggle, an add to cart and typing in quick search on the same phone profile, the bare app's add to cart
// beside it. It never fails on figures.
//
//   pnpm --filter @storefront/bench bench:web          (after `pnpm build`)
import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { addToCart, facetToggle, quickSearch } from './inp.mjs';
import { lighthouseRun } from './lighthouse-figures.mjs';
import { launchBrowser } from './phone-profile.mjs';
import { startReference } from './reference.mjs';
import { measureSeen } from './seen.mjs';
import { findPages, startShop } from './shop.mjs';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const TARGETS = {
  visibleRatio: 1.2,
  hydratedRatio: 1.5,
  tbtRatio: 2,
  tbtMs: 100,
  score: 98,
  cls: 0.01,
  inpMs: 100,
};

const median = (values) => {
  const known = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
};

async function measureOnce(browser, chromePort, url) {
  const seen = await measureSeen(browser, url);
  const lh = await lighthouseRun(url, chromePort);
  return { seen, lh, load: loadavg()[0] };
}

function summarise(samples) {
  const pick = (fn) => median(samples.map(fn));
  return {
    visible: pick((s) => s.seen.visible),
    hydrated: pick((s) => s.seen.hydrated),
    coveredAgain: Math.max(...samples.map((s) => s.seen.coveredAgain)),
    score: pick((s) => Math.round(s.lh.score)),
    lcp: pick((s) => s.lh.lcp),
    tbt: pick((s) => s.lh.tbt),
    cls: pick((s) => s.lh.cls),
    jsKb: pick((s) => s.lh.jsKb),
    load: pick((s) => s.load),
    problems: [...new Set(samples.flatMap((s) => s.seen.problems))],
    never: samples.filter((s) => s.seen.visible === null || s.seen.hydrated === null).length,
  };
}

const ms = (v) => (v === null ? 'never' : v.toFixed(0));
const ratio = (a, b) => (a === null || b === null || b === 0 ? '-' : `${(a / b).toFixed(2)}x`);

function table(rows) {
  const head = [
    'page',
    'heading visible ms',
    'hydrated ms',
    'score',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB sent',
    'load',
  ];
  const body = [];
  for (const { page, shop, reference } of rows) {
    const line = (name, f) => [
      name,
      ms(f.visible),
      ms(f.hydrated),
      String(f.score),
      ms(f.lcp),
      ms(f.tbt),
      f.cls.toFixed(3),
      f.jsKb.toFixed(1),
      f.load.toFixed(1),
    ];
    body.push(line(page.name, shop), line('  bare RR7', reference));
    body.push([
      '  ratio',
      ratio(shop.visible, reference.visible),
      ratio(shop.hydrated, reference.hydrated),
      '',
      ratio(shop.lcp, reference.lcp),
      ratio(shop.tbt, reference.tbt),
      '',
      ratio(shop.jsKb, reference.jsKb),
      '',
    ]);
  }
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [row(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(row)].join('\n');
}

/** The interactions inp.mjs measures: on which shop page, and whether the bare app has an equivalent. */
function interactions(pages) {
  const path = (name) => pages.find((p) => p.name === name)?.path;
  return [
    { name: 'facet toggle', run: (browser, origin) => facetToggle(browser, `${origin}${path('category')}`) },
    {
      name: 'add to cart',
      run: (browser, origin) => addToCart(browser, `${origin}${path('category')}`, true),
      reference: (browser, origin) => addToCart(browser, `${origin}/`, false),
    },
    { name: 'quick search', run: (browser, origin) => quickSearch(browser, `${origin}${path('start')}`) },
  ];
}

function inpTable(rows) {
  const head = ['interaction (INP)', 'shop ms', 'bare RR7 ms', 'ratio', 'load'];
  const body = rows.map(({ name, shop, reference, load }) => [
    name,
    ms(shop),
    reference === undefined ? '-' : ms(reference),
    reference === undefined ? '' : ratio(shop, reference),
    load === null ? '-' : load.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [row(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(row)].join('\n');
}

function inpVerdicts(rows) {
  return rows
    .map(({ name, shop }) =>
      shop !== null && shop < TARGETS.inpMs
        ? `met    ${name}`
        : `MISSED ${name}: ${shop === null ? 'not measured' : `${ms(shop)} ms >= ${TARGETS.inpMs} ms`}`,
    )
    .join('\n');
}

function verdicts(rows) {
  const out = [];
  for (const { page, shop, reference } of rows) {
    const missed = [];
    const over = (a, b, limit, what) => {
      if (a === null || b === null || a / b > limit) missed.push(`${what} ${ratio(a, b)} > ${limit}x`);
    };
    over(shop.visible, reference.visible, TARGETS.visibleRatio, 'heading visible');
    over(shop.hydrated, reference.hydrated, TARGETS.hydratedRatio, 'hydrated');
    over(shop.tbt, Math.max(reference.tbt, 1), TARGETS.tbtRatio, 'TBT');
    if (shop.tbt >= TARGETS.tbtMs) missed.push(`TBT ${ms(shop.tbt)} ms >= ${TARGETS.tbtMs} ms`);
    if (shop.score < TARGETS.score) missed.push(`score ${shop.score} < ${TARGETS.score}`);
    if (shop.cls >= TARGETS.cls) missed.push(`CLS ${shop.cls.toFixed(3)} >= ${TARGETS.cls}`);
    if (shop.coveredAgain > 0) missed.push(`heading covered again after it showed (${shop.coveredAgain}x)`);
    if (shop.never > 0) missed.push(`${shop.never} run(s) never showed or never hydrated the heading`);
    out.push(
      `${missed.length ? 'MISSED' : 'met   '} ${page.name}${missed.length ? `: ${missed.join('; ')}` : ''}`,
    );
    for (const problem of shop.problems) out.push(`       page error: ${problem}`);
  }
  return out.join('\n');
}

const shop = await startShop();
const reference = await startReference().catch(async (error) => {
  await shop.stop();
  throw error;
});
let chrome;
let browser;
try {
  const pages = await findPages(shop.origin);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  browser = await launchBrowser();
  const samples = new Map(pages.map((page) => [page.name, { shop: [], reference: [] }]));
  const loadsAtStart = loadavg()[0];
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      process.stderr.write(`run ${run + 1}/${runs}: ${page.name} (${page.path}) and the bare app…\n`);
      // Alternate which of the two goes first, so neither always meets the other's leftovers.
      const order = run % 2 === 0 ? ['shop', 'reference'] : ['reference', 'shop'];
      for (const who of order) {
        const url = who === 'shop' ? `${shop.origin}${page.path}` : `${reference.origin}/`;
        samples.get(page.name)[who].push(await measureOnce(browser, chrome.port, url));
      }
    }
  }
  // Lab INP after the page loads, with the same alternation.
  const steps = interactions(pages);
  const inpSamples = new Map(steps.map((step) => [step.name, { shop: [], reference: [], load: [] }]));
  for (let run = 0; run < runs; run += 1) {
    for (const step of steps) {
      process.stderr.write(`run ${run + 1}/${runs}: INP of ${step.name}…\n`);
      const sample = inpSamples.get(step.name);
      const order = run % 2 === 0 ? ['shop', 'reference'] : ['reference', 'shop'];
      for (const who of order) {
        if (who === 'shop') sample.shop.push(await step.run(browser, shop.origin));
        else if (step.reference) sample.reference.push(await step.reference(browser, reference.origin));
      }
      sample.load.push(loadavg()[0]);
    }
  }
  const inpRows = steps.map((step) => {
    const sample = inpSamples.get(step.name);
    return {
      name: step.name,
      shop: median(sample.shop),
      ...(step.reference && { reference: median(sample.reference) }),
      load: median(sample.load),
    };
  });
  const rows = pages.map((page) => ({
    page,
    shop: summarise(samples.get(page.name).shop),
    reference: summarise(samples.get(page.name).reference),
  }));
  const about = `phone profile 412x823, 150 ms RTT, 1.6 Mbit/s, CPU 4x, no cache (heading, hydration); Lighthouse 12 mobile preset; median of ${runs} run(s); load average ${loadsAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end on ${availableParallelism()} cores`;
  console.log(
    `\nWhat a phone user sees: the shop against a bare React Router 7 app, ${about}\n\n${table(rows)}\n\nTargets (heading ≤ ${TARGETS.visibleRatio}x, hydrated ≤ ${TARGETS.hydratedRatio}x, TBT ≤ ${TARGETS.tbtRatio}x and < ${TARGETS.tbtMs} ms, score ${TARGETS.score}+, CLS < ${TARGETS.cls}):\n${verdicts(rows)}\n`,
  );
  console.log(
    `Lab INP on the same phone profile (Event Timing, worst interaction of the step; median of ${runs} run(s)):\n\n${inpTable(inpRows)}\n\nTarget (INP < ${TARGETS.inpMs} ms):\n${inpVerdicts(inpRows)}\n`,
  );
} finally {
  await browser?.close();
  await chrome?.kill();
  await reference.stop();
  await shop.stop();
}
