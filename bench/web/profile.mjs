// Where the main thread goes while a page loads and hydrates on the phone profile of seen.mjs (412x823, 150 ms
// round trip, 1.6 Mbit/s, CPU 4x, no cache): a CPU profile (CDP Profiler) from navigation until the page marks
// itself hydrated (<html data-page-hydrated>) and 2.5 s more, printed as self time per script and per function
// and inclusive time per function. Against a running shop; build it with `--minify false` for readable names.
//
//   node bench/web/profile.mjs http://localhost:3000/en/assortment/furniture/sofas/ [out.cpuprofile]
import { writeFile } from 'node:fs/promises';
import { launchBrowser, openPhonePage } from './phone-profile.mjs';

const [url, out] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/web/profile.mjs <page address> [out.cpuprofile]');
  process.exit(2);
}

const browser = await launchBrowser();
try {
  const { page, cdp } = await openPhonePage(browser);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => document.documentElement.dataset.pageHydrated === 'true', null, {
    timeout: 60_000,
    polling: 250,
  });
  await page.waitForTimeout(2_500);
  const { profile } = await cdp.send('Profiler.stop');
  if (out) await writeFile(out, JSON.stringify(profile));
  report(profile);
} finally {
  await browser.close();
}

function report(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const file = (frame) => (frame.url || `(${frame.functionName})`).replace(/^.*\//, '');
  const name = (frame) => `${frame.functionName || '(anonymous)'} ${file(frame)}`;
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  const byScript = new Map();
  const selfByFunction = new Map();
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id).callFrame;
    add(byScript, file(frame), us);
    add(selfByFunction, name(frame), us);
    const onStack = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) onStack.add(name(byId.get(at).callFrame));
    for (const key of onStack) add(inclusive, key, us);
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`)
      .join('\n');
  console.log(`${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms profiled (CPU 4x)\n`);
  console.log(`self time by script\n${top(byScript, 20)}\n`);
  console.log(`self time by function\n${top(selfByFunction, 30)}\n`);
  console.log(`inclusive time by function\n${top(inclusive, 60)}`);
}
