// Main-thread CPU of loading and hydrating a page on the phone profile (phone-profile.mjs), a figure that moves
// little with machine load: a Chrome trace (CDP Tracing) from navigation until the page marks itself hydrated
// (<html data-page-hydrated>) and 1 s more, summed as the *thread* time (`tdur`, CPU time of the renderer's
// main thread, not wall time) of its top-level tasks. CPU throttling pauses the thread, so thread time is the
// unthrottled CPU cost. Beside it the wall-clock TaskDuration and ScriptDuration of CDP's Performance domain
// (throttled 4x, load-sensitive). Medians of RUNS runs per page, the load average before and after.
//
//   node bench/web/hydration-cpu.mjs [origin] [runs]    (without an origin it starts the built shop)
import { loadavg } from 'node:os';
import { launchBrowser, openPhonePage } from './phone-profile.mjs';
import { findPages, startShop } from './shop.mjs';
import { loadLine as load, median } from './trace-stats.mjs';

const [originArg, runsArg] = process.argv.slice(2);
const runs = Math.max(1, Number(runsArg ?? 5) || 5);

async function measure(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser);
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Performance.enable');
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.pageHydrated === 'true', null, {
      timeout: 60_000,
      polling: 100,
    });
    await page.waitForTimeout(1_000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    await cdp.send('Tracing.end');
    await complete;
    const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
    // The renderer main thread of the page: the one that ran the most top-level tasks with JavaScript in them.
    const mainThreads = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const perThread = new Map();
    for (const e of events) {
      if (e.ph !== 'X' || e.name !== 'RunTask' || typeof e.tdur !== 'number') continue;
      const key = `${e.pid}:${e.tid}`;
      if (!mainThreads.has(key)) continue;
      perThread.set(key, (perThread.get(key) ?? 0) + e.tdur);
    }
    const cpu = Math.max(0, ...perThread.values()) / 1000;
    // Script time by thread time: top-level script entries (not nested in another) of the busiest thread.
    const busiest = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
    let scriptUs = 0;
    let openUntil = -1;
    const scriptEvents = events
      .filter(
        (e) =>
          e.ph === 'X' &&
          `${e.pid}:${e.tid}` === busiest &&
          typeof e.tdur === 'number' &&
          [
            'FunctionCall',
            'EvaluateScript',
            'v8.evaluateModule',
            'EventDispatch',
            'TimerFire',
            'FireAnimationFrame',
            'RunMicrotasks',
            'v8.compile',
            'v8.compileModule',
            'ParseHTML',
          ].includes(e.name) &&
          e.name !== 'ParseHTML',
      )
      .sort((a, b) => a.ts - b.ts);
    for (const e of scriptEvents) {
      if (e.ts < openUntil) continue;
      scriptUs += e.tdur;
      openUntil = e.ts + e.dur;
    }
    return {
      cpu,
      script: scriptUs / 1000,
      task: metric('TaskDuration'),
      scriptWall: metric('ScriptDuration'),
    };
  } finally {
    await context.close();
  }
}

const shop = originArg ? null : await startShop();
const origin = originArg || shop.origin;
const browser = await launchBrowser();
try {
  const pages = await findPages(origin);
  const samples = new Map(pages.map((p) => [p.name, []]));
  console.log(`load before: ${load()}`);
  // Pages alternate within each round, so load falls on all of them alike.
  for (let round = 0; round < runs; round++) {
    for (const { name, path } of pages) {
      try {
        samples.get(name).push(await measure(browser, origin + path));
      } catch (error) {
        process.stderr.write(`  ${name} run ${round + 1} failed: ${error.message.split('\n')[0]}\n`);
      }
    }
  }
  console.log(`load after:  ${load()}  (1-min ${loadavg()[0].toFixed(2)})\n`);
  console.log(
    'page      main-thread CPU ms  script CPU ms  TaskDuration ms (wall, 4x)  ScriptDuration ms  runs',
  );
  for (const { name } of pages) {
    const s = samples.get(name);
    const m = (key) => median(s.map((x) => x[key])).toFixed(0);
    console.log(
      `${name.padEnd(10)}${m('cpu').padStart(18)}${m('script').padStart(15)}${m('task').padStart(28)}${m('scriptWall').padStart(19)}${String(s.length).padStart(6)}`,
    );
  }
} finally {
  await browser.close();
  await shop?.stop();
}
