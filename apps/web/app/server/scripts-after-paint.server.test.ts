import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_WAIT_MS, loadScriptsAfterFirstPaint } from './scripts-after-paint.server';

// The shape React Router 7.18 and React 19 render (taken from a built category page, manifest shortened).
const HYDRATION = `<script type="module" async="">;
import * as route0 from "/assets/root-DsuiYWZw.js";
import * as route1 from "/assets/page-B4unFkxc.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C7qwomRP.js"},"version":"f7de5685"};
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/assets/entry.client-C7qwomRP.js");</script>`;
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client-C7qwomRP.js"/><link rel="modulepreload" href="/assets/root-DsuiYWZw.js"/>';
const page = (head: string, script: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<link rel="stylesheet" href="/assets/root.css"/></head><body><div id="root"><h1>Sofas</h1></div><script>window.__reactRouterContext = {};</script>${script}<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

const AsyncFunction = (async () => undefined).constructor as new (code: string) => unknown;
const scriptOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('loadScriptsAfterFirstPaint', () => {
  const html = loadScriptsAfterFirstPaint(page(PRELOADS, HYDRATION));
  const script = scriptOf(html);

  it('takes the modulepreload links out of the head and keeps everything else', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<h1>Sofas</h1>');
    expect(html).toContain('window.__reactRouterContext.streamController.close();');
  });

  it('waits for the first contentful paint, then preloads the same modules and imports the routes', () => {
    const wait = script.indexOf("getEntriesByName('first-contentful-paint')");
    const preload = script.indexOf('["/assets/entry.client-C7qwomRP.js","/assets/root-DsuiYWZw.js"]');
    const firstImport = script.indexOf('const route0 = await import("/assets/root-DsuiYWZw.js");');
    expect(wait).toBeGreaterThan(-1);
    expect(script).toContain(`setTimeout(go, ${FIRST_PAINT_WAIT_MS})`);
    expect(preload).toBeGreaterThan(wait);
    expect(firstImport).toBeGreaterThan(preload);
    expect(script).toContain('const route1 = await import("/assets/page-B4unFkxc.js");');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-C7qwomRP.js");')).toBe(true);
  });

  it('leaves no static import, so the rewritten script compiles as the body of an async function', () => {
    expect(script).not.toMatch(/^\s*import\s+\*/m);
    expect(() => new AsyncFunction(script)).not.toThrow();
    // The original does not: its static imports only compile in a module.
    expect(() => new AsyncFunction(scriptOf(page(PRELOADS, HYDRATION)))).toThrow(SyntaxError);
  });

  it('leaves a preload whose address holds an entity in the head', () => {
    const odd = loadScriptsAfterFirstPaint(
      page('<link rel="modulepreload" href="/assets/a.js?v=1&amp;w=2"/>', HYDRATION),
    );
    expect(odd).toContain('<link rel="modulepreload" href="/assets/a.js?v=1&amp;w=2"/>');
    expect(scriptOf(odd)).toContain('for (const href of [])');
  });

  it('imports the route manifest module of the initial route discovery after the paint too, before the routes', () => {
    const initial = HYDRATION.replace(/ {2}window.__reactRouterManifest = .*\n/, '').replace(
      '<script type="module" async="">;\n',
      '<script type="module" async="">import "/assets/manifest-f7de5685.js";\n',
    );
    const rewritten = scriptOf(loadScriptsAfterFirstPaint(page(PRELOADS, initial)));
    const manifest = rewritten.indexOf('await import("/assets/manifest-f7de5685.js");');
    expect(manifest).toBeGreaterThan(rewritten.indexOf("getEntriesByName('first-contentful-paint')"));
    expect(rewritten.indexOf('const route0 = await import("/assets/root-DsuiYWZw.js");')).toBeGreaterThan(
      manifest,
    );
    expect(rewritten).not.toMatch(/^\s*import\s/m);
    expect(() => new AsyncFunction(rewritten)).not.toThrow();
  });

  it('returns a document whose hydration script has another form unchanged', () => {
    const other = page(
      PRELOADS,
      '<script type="module" async="">import { go } from "/assets/x.js"; go();</script>',
    );
    expect(loadScriptsAfterFirstPaint(other)).toBe(other);
    const none = page(PRELOADS, '');
    expect(loadScriptsAfterFirstPaint(none)).toBe(none);
  });
});
