// Where the time before a page's heading is painted goes, on the phone profile of seen.mjs (412x823, 150 ms round
// trip, 1.6 Mbit/s, CPU 4x, no cache): one Chromium trace (CDP Tracing) per load, from navigation until the load
// event and 1 s more, read as a timeline relative to the navigation's start:
// - the document: request sent, first byte, each chunk received (compressed bytes), last byte;
// - every request started before the first contentful paint, with its priority and whether it blocks rendering;
// - the main thread before the paint: HTML parse tasks (lines parsed), style recalculation, layout, paint, script;
// - the first paint, the first contentful paint and the <h1>'s own paint (Element Timing).
// It prints the timeline of each load and medians of the main figures. It only measures: nothing here counts.
//
//   node bench/web/first-paint-trace.mjs <page address> [runs] [out.json]
import { writeFile } from 'node:fs/promises';
import { readTimeline, traceLoad } from './first-paint-timeline.mjs';
import { launchBrowser } from './phone-profile.mjs';
import { loadLine, median } from './trace-stats.mjs';

const [url, runsArg, out] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/web/first-paint-trace.mjs <page address> [runs] [out.json]');
  process.exit(2);
}
const runs = Math.max(1, Number(runsArg ?? 1) || 1);

function print(t) {
  const d = t.document;
  console.log(
    `document: first byte ${d.firstByte} ms, last byte ${d.finished} ms, ${(d.encoded / 1024).toFixed(1)} KB on the wire, ${(d.decoded / 1024).toFixed(1)} KB decoded, <h1> at character ${d.h1Offset}`,
  );
  let sum = 0;
  console.log(
    `  chunks (ms: cumulative KB): ${d.chunks
      .map(([time, bytes]) => {
        sum += bytes;
        return `${time}:${(sum / 1024).toFixed(1)}`;
      })
      .join(' ')}`,
  );
  console.log('requests started before the first contentful paint:');
  for (const r of t.beforePaint) {
    console.log(
      `  ${String(r.sent).padStart(5)} → ${String(r.finished).padStart(5)} ms  ${r.priority.padEnd(8)} ${r.renderBlocking ?? ''}  ${(r.encoded / 1024).toFixed(1)} KB  ${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`,
    );
  }
  console.log(
    `main thread before the paint (ms): ${Object.entries(t.sums)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `  main-thread CPU (thread time, unthrottled) before the paint: ${t.cpu} ms; layout objects at the paint ${t.layoutObjects}, elements styled ${t.styledElements}`,
  );
  console.log(
    `  by outermost event: ${Object.entries(t.cpuByKind)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`  parse tasks: ${t.parses.map((p) => `${p.start}+${p.dur} (${p.lines})`).join(', ')}`);
  console.log(`  tasks ≥ 20 ms: ${t.longTasks.map((p) => `${p.start}+${p.dur}`).join(', ')}`);
  console.log(`first paint ${t.firstPaint} ms, FCP ${t.fcp} ms, heading painted ${t.heading} ms\n`);
}

const browser = await launchBrowser();
const all = [];
try {
  console.log(`${url}  (load ${loadLine()})`);
  for (let i = 0; i < runs; i += 1) {
    const { events, inPage } = await traceLoad(browser, url);
    if (out && i === 0) await writeFile(out, JSON.stringify({ traceEvents: events }));
    const timeline = readTimeline(url, events, inPage);
    all.push(timeline);
    print(timeline);
  }
} finally {
  await browser.close();
}
if (runs > 1) {
  const m = (fn) => median(all.map(fn));
  console.log(
    `medians of ${runs}: first byte ${m((t) => t.document.firstByte)}, last byte ${m((t) => t.document.finished)}, CPU before FCP ${m((t) => t.cpu)}, parse before FCP ${m((t) => t.sums.parse ?? 0)}, style ${m((t) => t.sums.style ?? 0)}, layout ${m((t) => t.sums.layout ?? 0)}, FCP ${m((t) => t.fcp)}, heading ${m((t) => t.heading)} ms  (load ${loadLine()})`,
  );
}
