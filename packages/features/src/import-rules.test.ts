// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The folder rule of packages/features (issue 20): a feature folder uses `shared/` and `store/` freely, test
 * utilities of `test/` only from its tests and stories, and another feature only through that feature's entry
 * (`../cart`, never `../cart/cart-slice`). `shared/` follows the same rule towards features. Deep imports tie
 * features to each other's internals, so a feature's index.ts stops being the list of what others rely on.
 * `store/` (the composition root that combines every slice) and `test/` are exempt.
 */
const src = fileURLToPath(new URL('.', import.meta.url));

/** Top-level folders that are not features. */
const NOT_FEATURES = new Set(['shared', 'store', 'test']);

const toPosix = (path: string) => path.split(sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [toPosix(relative(src, path))] : [];
    });
}

/** Every module specifier of a file with its line: imports, re-exports, `import()`, `import('…')` types and
 * Vitest's module helpers (`vi.mock`, `vi.importActual`, …), which tie a test to a module path as much. */
function specifiers(sf: ts.SourceFile): { spec: string; line: number }[] {
  const found: { spec: string; line: number }[] = [];
  const add = (node: ts.Node) => {
    if (!ts.isStringLiteral(node)) return;
    found.push({ spec: node.text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.arguments[0]) {
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isViHelper = /^vi\.(mock|doMock|unmock|doUnmock|importActual|importMock)$/.test(
        callee.getText(sf),
      );
      if (isDynamicImport || isViHelper) add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Where `spec`, written in `file`, breaks the folder rule; null when it keeps it. */
function ruleBroken(file: string, spec: string, features: ReadonlySet<string>): string | null {
  if (!spec.startsWith('.')) return null;
  const from = file.split('/')[0] ?? '';
  if (!file.includes('/') || (NOT_FEATURES.has(from) && from !== 'shared')) return null;
  const target = posix.normalize(posix.join(posix.dirname(file), spec));
  const [to, ...rest] = target.split('/');
  if (to === from) return null;
  if (to === 'shared' || to === 'store') return null;
  if (to === 'test') {
    return /\.(test|stories)\.tsx?$/.test(file) ? null : 'test utilities are for tests and stories only';
  }
  if (to && features.has(to) && (rest.length === 0 || (rest.length === 1 && rest[0] === 'index')))
    return null;
  if (to && features.has(to))
    return `reaches into ${to}/ past its entry: import from '${posix.relative(posix.dirname(file), to)}'`;
  return 'leaves the feature folders';
}

/**
 * Values imported from another feature's entry that a module reads while it loads (outside any function), as
 * `file:line name`. Entries import each other, so in such a cycle the value may not be evaluated yet (a
 * selector passed to `createSelector`, a reducer in an object): read it inside a function instead.
 */
function readsAtLoad(sf: ts.SourceFile, features: ReadonlySet<string>): string[] {
  const file = sf.fileName;
  const fromEntries = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
    const to = posix.normalize(posix.join(posix.dirname(file), spec)).split('/')[0] ?? '';
    if (!spec.startsWith('.') || to === file.split('/')[0] || !features.has(to)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) fromEntries.add(element.name.text);
    }
  }
  const reads: string[] = [];
  const visit = (node: ts.Node): void => {
    // Function and class bodies run later; types and import lines read nothing.
    if (ts.isFunctionLike(node) || ts.isClassLike(node) || ts.isTypeNode(node)) return;
    if (ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node))
      return;
    const parent = node.parent;
    const isName =
      parent &&
      (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) &&
      parent.name === node;
    if (ts.isIdentifier(node) && fromEntries.has(node.text) && !isName) {
      reads.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of sf.statements) visit(statement);
  return reads;
}

const files = sourceFiles(src);
/** Parsed once for every check (parsing the package is most of their time). */
const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
const parsed = files.map((file) => parse(file, readFileSync(join(src, file), 'utf8')));
const features = new Set(
  files
    .filter((file) => /^[^/]+\/index\.ts$/.test(file))
    .map((file) => file.split('/')[0] ?? '')
    .filter((folder) => !NOT_FEATURES.has(folder)),
);
const featureFolders = [
  ...new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0] ?? '')),
].filter((folder) => !NOT_FEATURES.has(folder));

describe('the feature folder rule', () => {
  it('holds for every import in the package', () => {
    const broken = parsed.flatMap((sf) =>
      specifiers(sf).flatMap(({ spec, line }) => {
        const why = ruleBroken(sf.fileName, spec, features);
        return why ? [`${sf.fileName}:${line} '${spec}': ${why}`] : [];
      }),
    );
    expect(broken, `imports that break the feature folder rule:\n${broken.join('\n')}`).toEqual([]);
  });

  it('reads no value of another feature while a module loads', () => {
    const reads = parsed
      .filter((sf) => !/\.(test|stories)\.tsx?$/.test(sf.fileName))
      .flatMap((sf) => readsAtLoad(sf, features));
    expect(reads, `values of other features read at load time:\n${reads.join('\n')}`).toEqual([]);
  });

  it('gives every feature folder an entry', () => {
    expect(featureFolders.filter((folder) => !features.has(folder))).toEqual([]);
  });

  it('tells a deep import, a test utility in product code and an entry import apart', () => {
    const known = new Set(['cart', 'listing']);
    expect(ruleBroken('listing/card.tsx', '../cart/cart-slice', known)).toMatch(
      /past its entry: import from '..\/cart'/,
    );
    expect(ruleBroken('listing/card.tsx', '../test/story-providers', known)).toMatch(
      /tests and stories only/,
    );
    expect(ruleBroken('shared/forms/field.tsx', '../../listing/listing-slice', known)).toMatch(
      /past its entry/,
    );
    expect(ruleBroken('listing/card.tsx', '../index', known)).toBe('leaves the feature folders');
    expect(ruleBroken('listing/card.test.tsx', '../test/story-providers', known)).toBeNull();
    expect(ruleBroken('listing/card.tsx', '../cart', known)).toBeNull();
    expect(ruleBroken('listing/card.tsx', '../cart/index', known)).toBeNull();
    expect(ruleBroken('listing/card.tsx', '../shared/forms/form-grid', known)).toBeNull();
    expect(ruleBroken('listing/card.tsx', '../store/hooks', known)).toBeNull();
    expect(ruleBroken('listing/card.tsx', './listing-slice', known)).toBeNull();
    expect(ruleBroken('store/root-reducer.ts', '../cart/cart-slice', known)).toBeNull();
    const atLoad =
      "import { selectCart } from '../cart';\nexport const s = createSelector([selectCart], (c) => c);\nexport const f = (state) => selectCart(state);\n";
    expect(readsAtLoad(parse('listing/selectors.ts', atLoad), known)).toEqual([
      'listing/selectors.ts:2 selectCart',
    ]);
  });
});
