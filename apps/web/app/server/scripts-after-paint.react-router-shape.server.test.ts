import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 24 item 3: React Router 7 has no supported option to keep its modulepreload links and the route
// modules' static imports from loading before the first paint (its <Scripts> renders both unconditionally),
// so scripts-after-paint.server.ts rewrites the generated code. The rewrite returns a document it does not
// recognise unchanged, which would silently bring back the render-blocking preloads. This test reads the
// installed React Router's own code and fails on an upgrade that changes the shapes the rewrite relies on;
// e2e/tests/first-paint.spec.ts checks the same on the built shop's real documents.

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('react-router/package.json'));
const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
  .version;
const distDir = join(packageDir, 'dist', 'development');
/** The build file of React Router that renders <Scripts> (the one with the hydration script's template). */
const scriptsSource = readdirSync(distDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(distDir, file), 'utf8'))
  .find((source) => source.includes('window.__reactRouterRouteModules'));

const upgradeHint = `React Router ${version} renders its hydration script differently from 7.18: check apps/web/app/server/scripts-after-paint.server.ts (its patterns and unit test) against a built page before upgrading`;

describe(`React Router ${version}: the generated code scripts-after-paint rewrites`, () => {
  it('is a React Router 7 whose <Scripts> source can be found', () => {
    expect(version, upgradeHint).toMatch(/^7\./);
    expect(scriptsSource, upgradeHint).toBeDefined();
  });

  it('imports each route module with one `import * as routeN from "<href>";` statement', () => {
    expect(scriptsSource, upgradeHint).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: React Router's source text, not a template
      'return `import * as ${routeVarName} from ${JSON.stringify(module)};`;',
    );
  });

  it('hands the route modules to the manifest by those names and imports the entry dynamically', () => {
    expect(scriptsSource, upgradeHint).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: React Router's source text, not a template
      'window.__reactRouterRouteModules = {${matches.map((match, index) => `${JSON.stringify(match.route.id)}:route${index}`).join(",")}};',
    );
    expect(scriptsSource, upgradeHint).toMatch(/import\(\$\{JSON\.stringify\(manifest\.entry\.module\)\}\);/);
  });

  it('renders the hydration script as an async module script', () => {
    expect(scriptsSource, upgradeHint).toMatch(/type: "module",\s*async: true/);
  });

  it('preloads modules with plain `<link rel="modulepreload" href>` elements', () => {
    expect(scriptsSource, upgradeHint).toMatch(/rel: "modulepreload",\s*href: /);
  });
});
