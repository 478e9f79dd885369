// One page load on the phone profile (phone-profile.mjs) traced with CDP Tracing, and its timeline before the first
// paint: the document's bytes, the requests started before the paint (priority, render blocking), main-thread work
// by kind with its thread time (CPU, unthrottled), and the first paint, first contentful paint and the <h1>'s own
// paint (Element Timing). Used by first-paint-trace.mjs.
import { openPhonePage } from './phone-profile.mjs';

// Marks the first <h1> for Element Timing as the parser inserts it (as seen.mjs does), before any paint.
function markHeading() {
  window.__headingPaint = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'trace-heading') window.__headingPaint = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  const marker = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('elementtiming', 'trace-heading');
    marker.disconnect();
  });
  marker.observe(document, { childList: true, subtree: true });
}

/** One load of `url` on the phone profile, traced: the trace events and what the page itself measured. */
export async function traceLoad(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser);
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await page.addInitScript(markHeading);
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
        ],
      },
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(1_000);
    const inPage = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return {
        heading: window.__headingPaint,
        fcp,
        responseStart: nav.responseStart,
        responseEnd: nav.responseEnd,
        transferSize: nav.transferSize,
        decodedBodySize: nav.decodedBodySize,
        h1Offset: document.documentElement.outerHTML.indexOf('<h1'),
      };
    });
    await cdp.send('Tracing.end');
    await complete;
    return { events, inPage };
  } finally {
    await context.close();
  }
}

/** The timeline of one trace, times in ms from the navigation's start. */
export function readTimeline(url, events, inPage) {
  // The navigation to the page itself: the new tab's about:blank and SVG images' documents have their own.
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.split('#')[0] === url,
  );
  if (!nav) throw new Error('no navigationStart in the trace');
  const t0 = nav.ts;
  const at = (us) => Math.round((us - t0) / 1000);
  const main = `${nav.pid}:${nav.tid}`;
  const onMain = (e) => `${e.pid}:${e.tid}` === main;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= t0);
  const fpEvent = events.find((e) => e.name === 'firstPaint' && e.ts >= t0);
  const fcp = fcpEvent ? at(fcpEvent.ts) : inPage.fcp;

  // Requests: the document's by its request id, the others that started before the first contentful paint.
  const sends = events.filter((e) => e.name === 'ResourceSendRequest');
  const byId = new Map();
  for (const e of sends) {
    byId.set(e.args.data.requestId, {
      url: e.args.data.url,
      sent: at(e.ts),
      priority: e.args.data.priority,
      renderBlocking: e.args.data.renderBlocking,
      chunks: [],
      firstByte: null,
      finished: null,
      encoded: 0,
    });
  }
  for (const e of events) {
    const r = byId.get(e.args?.data?.requestId);
    if (!r) continue;
    if (e.name === 'ResourceReceiveResponse') {
      const timing = e.args.data.timing;
      r.firstByte = timing ? at(timing.requestTime * 1e6 + timing.receiveHeadersEnd * 1000) : at(e.ts);
    } else if (e.name === 'ResourceReceivedData') {
      r.chunks.push([at(e.ts), e.args.data.encodedDataLength]);
    } else if (e.name === 'ResourceFinish') {
      r.finished = at(e.args.data.finishTime ? e.args.data.finishTime * 1e6 : e.ts);
      r.encoded = e.args.data.encodedDataLength;
    }
  }
  const requests = [...byId.values()];
  const document = requests.find((r) => r.url.split('#')[0] === url) ?? requests[0];
  // Requests of this navigation only (the browser's own pages are traced too, before the navigation's start).
  const beforePaint = requests.filter(
    (r) => r !== document && r.sent >= 0 && r.sent <= (fcp ?? Infinity) && /^https?:/.test(r.url),
  );

  // Main-thread work before the first contentful paint, by kind.
  const kinds = {
    ParseHTML: 'parse',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'prepaint',
    Layerize: 'layerize',
    EvaluateScript: 'script',
    FunctionCall: 'script',
    EventDispatch: 'script',
    TimerFire: 'script',
    v8_compile: 'compile',
    'v8.compile': 'compile',
    ParseAuthorStyleSheet: 'css parse',
  };
  const sums = {};
  let cpuUs = 0;
  let layoutObjects = 0;
  let styledElements = 0;
  const parses = [];
  const longTasks = [];
  for (const e of events) {
    if (!onMain(e) || e.ph !== 'X' || e.ts < t0) continue;
    const start = at(e.ts);
    if (fcp !== null && start > fcp) continue;
    const dur = (e.dur ?? 0) / 1000;
    const kind = kinds[e.name];
    if (kind) sums[kind] = (sums[kind] ?? 0) + dur;
    // Counts, unlike times, do not move with machine load: what the first paint had to style and lay out.
    if (e.name === 'Layout' && e.args?.beginData?.frame === nav.args.frame) {
      layoutObjects = Math.max(layoutObjects, e.args.beginData.totalObjects ?? 0);
    }
    if (e.name === 'UpdateLayoutTree' && e.args?.beginData?.frame === nav.args.frame) {
      styledElements += e.args.elementCount ?? 0;
    }
    if (e.name === 'ParseHTML') {
      parses.push({
        start,
        dur: Math.round(dur),
        lines: `${e.args?.beginData?.startLine ?? '?'}-${e.args?.endData?.endLine ?? '?'}`,
      });
    }
    if (e.name === 'RunTask' && dur >= 20) longTasks.push({ start, dur: Math.round(dur) });
    // Thread time (CPU, not wall): throttling and machine load stretch the wall time, not this.
    if (e.name === 'RunTask' && typeof e.tdur === 'number') cpuUs += e.tdur;
  }
  // Thread time before the paint by what each task's outermost traced event was (commit, parse, style, layout,
  // an SVG image's own document...): the unthrottled CPU cost of each kind of work.
  const cpuByKind = {};
  const mainEvents = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.ts >= t0 && (fcp === null || at(e.ts) <= fcp))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let taskEnd = -1;
  let childEnd = -1;
  let taskLeft = 0;
  const flushTask = () => {
    if (taskLeft > 0) cpuByKind['(task itself)'] = (cpuByKind['(task itself)'] ?? 0) + taskLeft;
    taskLeft = 0;
  };
  for (const e of mainEvents) {
    if (e.name === 'RunTask') {
      flushTask();
      taskEnd = e.ts + (e.dur ?? 0);
      childEnd = -1;
      taskLeft = (e.tdur ?? 0) / 1000;
      continue;
    }
    if (e.ts >= taskEnd || e.ts < childEnd || typeof e.tdur !== 'number') continue;
    childEnd = e.ts + (e.dur ?? 0);
    cpuByKind[e.name] = (cpuByKind[e.name] ?? 0) + e.tdur / 1000;
    taskLeft -= e.tdur / 1000;
  }
  flushTask();
  return {
    cpuByKind: Object.fromEntries(
      Object.entries(cpuByKind)
        .filter(([, v]) => v >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, Math.round(v)]),
    ),
    document: {
      firstByte: document.firstByte,
      finished: document.finished,
      encoded: document.encoded,
      chunks: document.chunks,
      decoded: inPage.decodedBodySize,
      h1Offset: inPage.h1Offset,
    },
    beforePaint,
    cpu: Math.round(cpuUs / 1000),
    layoutObjects,
    styledElements,
    sums: Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Math.round(v)])),
    parses,
    longTasks,
    firstPaint: fpEvent ? at(fpEvent.ts) : null,
    fcp: fcp === null ? null : Math.round(fcp),
    heading: inPage.heading === null ? null : Math.round(inPage.heading),
  };
}
