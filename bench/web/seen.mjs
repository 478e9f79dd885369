// What a person on a phone sees: a page loaded in Chromium on a phone-like profile (412x823, 150 ms round trip,
// 1.6 Mbit/s down, CPU slowed 4x, no cache), watched frame by frame from inside the page. It reports when the
// page's <h1> is painted and stays uncovered (a splash or overlay over painted content pushes the time back) and
// when the page is hydrated (the heading and every control on the first screen carry React's handlers).
import { openPhonePage } from './phone-profile.mjs';

// After both times are known, the heading must stay uncovered this long for its time to count.
const SETTLE_MS = 1_500;

/*
 * Runs in the page from its first byte (an init script), once per animation frame. Frames are the moments the
 * browser can paint, so a frame in which the heading is laid out, visible and the topmost thing at several points
 * of its box is a frame that shows it. A later frame that covers it resets the time: only the last uncovered
 * stretch counts. Chromium produces no frame while render-blocking CSS loads, and the time is never earlier
 * than the first contentful paint. While no frame has seen it covered, the time is the heading's own paint
 * (Element Timing), not the first frame after it, which a busy main thread can delay by hundreds of ms.
 */
function watchInPage(settleMs) {
  const state = {
    visibleAt: null,
    hydratedAt: null,
    fcp: null,
    headingPaint: null,
    everCovered: false,
    coveredAgain: 0,
    done: false,
  };
  window.__seen = state;
  // The heading's own paint time (Element Timing): the first animation frame after the first paint can come
  // hundreds of milliseconds later on a busy main thread, and the person saw the heading at its paint. The
  // attribute is set as the parser inserts the <h1>, before any paint, and only the first heading is marked.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'seen-heading') state.headingPaint = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  const marker = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('elementtiming', 'seen-heading');
    marker.disconnect();
  });
  marker.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });

  const hasReactHandlers = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const opaque = (style) =>
    style.visibility !== 'hidden' &&
    Number(style.opacity) > 0.5 &&
    (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none');

  function uncovered(heading) {
    const box = heading.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) return false;
    const style = getComputedStyle(heading);
    if (style.visibility === 'hidden' || Number(style.opacity) < 0.5) return false;
    const y = Math.min(Math.max(box.top + box.height / 2, 1), innerHeight - 1);
    const xs = [0.2, 0.5, 0.8].map((f) => Math.min(box.left + box.width * f, innerWidth - 1));
    for (const x of xs) {
      const top = document.elementFromPoint(x, y);
      if (!top || !(top === heading || heading.contains(top))) return false;
    }
    // An overlay with pointer-events: none is invisible to hit testing: look for a fixed, opaque box over it.
    for (const child of document.body.children) {
      if (child.contains(heading)) continue;
      const childStyle = getComputedStyle(child);
      if (childStyle.position !== 'fixed' || !opaque(childStyle)) continue;
      const over = child.getBoundingClientRect();
      if (
        over.left <= box.left &&
        over.right >= box.right &&
        over.top <= box.top &&
        over.bottom >= box.bottom
      ) {
        return false;
      }
    }
    return true;
  }

  function hydrated(heading) {
    if (!hasReactHandlers(heading)) return false;
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      if (!hasReactHandlers(control)) return false;
    }
    return true;
  }

  function frame(now) {
    const heading = document.querySelector('h1');
    if (heading && state.fcp !== null) {
      if (uncovered(heading)) {
        // Uncovered since its paint unless something covered it since: then from this frame on.
        const since = !state.everCovered && state.headingPaint !== null ? state.headingPaint : now;
        if (state.visibleAt === null) state.visibleAt = Math.max(since, state.fcp);
      } else {
        state.everCovered = true;
        if (state.visibleAt !== null) {
          state.visibleAt = null;
          state.coveredAgain += 1;
        }
      }
      if (state.hydratedAt === null && hydrated(heading)) state.hydratedAt = now;
    }
    const settledSince = Math.max(state.visibleAt ?? Infinity, state.hydratedAt ?? Infinity);
    // A page that never shows or never hydrates its heading is reported as such (null), not waited for forever.
    if ((document.readyState === 'complete' && now - settledSince > settleMs) || now > 45_000) {
      state.done = true;
      return;
    }
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
}

/** One load of `url` on the phone profile: heading visible (ms), hydrated (ms), first contentful paint (ms). */
export async function measureSeen(browser, url) {
  const { context, page } = await openPhonePage(browser);
  try {
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(watchInPage, SETTLE_MS);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__seen?.done === true, null, { timeout: 60_000 });
    const seen = await page.evaluate(() => window.__seen);
    return {
      visible: seen.visibleAt,
      hydrated: seen.hydratedAt,
      fcp: seen.fcp,
      coveredAgain: seen.coveredAgain,
      problems,
    };
  } finally {
    await context.close();
  }
}
