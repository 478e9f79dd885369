/**
 * How long the browser waits for its first contentful paint before it loads the scripts anyway (a page that
 * never paints, e.g. one opened and hidden again before its first frame, must still become interactive).
 */
export const FIRST_PAINT_WAIT_MS = 3_000;

// React hoists React Router's `<link rel="modulepreload" href>` tags into the head. Only this exact form is
// moved, so a link with other attributes (crossorigin, integrity) or an entity in its address (which would
// need decoding before it could go into a script) stays where it is.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"&<>\\]+)"\/>/g;
// React Router's hydration script: the route modules as static imports, the manifest, then the entry.
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^[ \t]*import \* as ([A-Za-z_$][\w$]*) from ("[^"\n]+");[ \t]*$/gm;
// `routeDiscovery: { mode: 'initial' }` (react-router.config.ts) imports the route manifest's module for its effect.
const EFFECT_IMPORT = /^[ \t]*import ("[^"\n]+");[ \t]*$/gm;

/**
 * The code that runs first in the hydration script: it waits for the page's first contentful paint (at
 * once in a tab that is not visible, which does not paint, and in a browser without paint timing), then
 * asks for every module of the page in parallel, as the modulepreload links in the head used to.
 */
function waitThenPreload(hrefs: string[]): string {
  // Safe inside a <script> element: MODULE_PRELOAD admits no `<`, `&` or backslash.
  const list = JSON.stringify(hrefs);
  return `await new Promise((go) => {
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return go();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(go, ${FIRST_PAINT_WAIT_MS});
});
for (const href of ${list}) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
`;
}

/**
 * Makes the server-rendered document paint before its JavaScript loads. React Router puts a modulepreload
 * link for every module of the page (about 180 KB gzip) at the top of the head and imports the route
 * modules from a module script; the browser fetches them at high priority alongside the stylesheet, the
 * fonts and the largest image, which on a slow connection delays the first paint of a page that is
 * complete without them. This moves the preloads into the hydration script and makes that script wait
 * for the first contentful paint before it imports anything; hydration then runs as before.
 *
 * The document is returned unchanged when React Router's script does not have the expected form (only
 * `import * as routeN from "…"` statements besides plain code), so a changed React Router never breaks
 * hydration, it only loses this optimisation; scripts-after-paint.react-router-shape.server.test.ts (React Router's
 * own source) and e2e/tests/first-paint.spec.ts (the built pages) fail loudly when that happens.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script) return html;
  const body = script[1] ?? '';
  const dynamicImports = body
    .replace(STATIC_IMPORT, 'const $1 = await import($2);')
    .replace(EFFECT_IMPORT, 'await import($1);');
  // Any static import left would still load before the wait: leave such a document alone.
  if (/^\s*import[\s{*]/m.test(dynamicImports)) return html;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  return withoutPreloads.replace(
    HYDRATION_SCRIPT,
    () => `<script type="module" async="">${waitThenPreload(hrefs)}${dynamicImports}</script>`,
  );
}
