// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedPackagesChunk } from './shared-packages-chunk';

// A small app laid out like the repository: an entry that lazily imports two pages, the packages, shell
// modules and shared helpers that both pages use, and modules that must keep their own chunks.
const FIXTURE: Record<string, string> = {
  'packages/ui/src/button.ts': `export const button = (label) => '<button>' + label + '</button>';`,
  'packages/domain/src/price.ts': `export const price = (n) => n.toFixed(2) + ' kr';`,
  'apps/web/app/shell/preferences.ts': `import { price } from '../../../../packages/domain/src/price';
export const preferences = () => 'preferences ' + price(1);`,
  'packages/features/src/shared/hooks/use-hydrated.ts': `export const useHydrated = () => 'use-hydrated';`,
  'packages/features/src/shared/when-idle.ts': `import { useHydrated } from './hooks/use-hydrated';
export const whenIdle = () => 'when-idle ' + useHydrated();`,
  'packages/features/src/shared/forms/address-fields.ts': `export const addressFields = () => 'address-fields';`,
  'packages/features/src/listing/listing-view.ts': `export const listingView = () => 'listing-view';`,
  'packages/features/src/shared/card-helper.ts': `import { listingView } from '../listing/listing-view';
export const cardHelper = () => 'card-helper ' + listingView();`,
  'packages/features/src/shared/lazy-part.ts': `export const lazyPart = () => 'lazy-part';`,
  'apps/web/app/pages/page-a.ts': `import { button } from '../../../../packages/ui/src/button';
import { preferences } from '../shell/preferences';
import { whenIdle } from '../../../../packages/features/src/shared/when-idle';
import { addressFields } from '../../../../packages/features/src/shared/forms/address-fields';
import { cardHelper } from '../../../../packages/features/src/shared/card-helper';
export const pageA = () => [button('a'), preferences(), whenIdle(), addressFields(), cardHelper()].join();`,
  'apps/web/app/pages/page-b.ts': `import { button } from '../../../../packages/ui/src/button';
import { preferences } from '../shell/preferences';
import { whenIdle } from '../../../../packages/features/src/shared/when-idle';
import { addressFields } from '../../../../packages/features/src/shared/forms/address-fields';
import { cardHelper } from '../../../../packages/features/src/shared/card-helper';
export const pageB = () => [button('b'), preferences(), whenIdle(), addressFields(), cardHelper()].join();`,
  'apps/web/app/entry.ts': `globalThis.pages = {
  a: () => import('./pages/page-a'),
  b: () => import('./pages/page-b'),
  lazy: () => import('../../../packages/features/src/shared/lazy-part'),
};`,
};

let root: string;
let chunks: Rollup.OutputChunk[];

/** The chunk that holds a fixture module. */
function chunkOf(path: string): string | undefined {
  return chunks.find((chunk) => chunk.moduleIds.includes(join(root, path)))?.name;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shared-packages-chunk-'));
  for (const [path, code] of Object.entries(FIXTURE)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), code);
  }
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: {
        input: join(root, 'apps/web/app/entry.ts'),
        output: { manualChunks: sharedPackagesChunk },
      },
    },
  })) as Rollup.RollupOutput;
  chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('sharedPackagesChunk in a real build', () => {
  it('puts the ui and domain sources into the packages chunk', () => {
    expect(chunkOf('packages/ui/src/button.ts')).toBe('packages');
    expect(chunkOf('packages/domain/src/price.ts')).toBe('packages');
  });

  it('adds the shell modules and shared helpers whose imports are all in it', () => {
    expect(chunkOf('apps/web/app/shell/preferences.ts')).toBe('packages');
    expect(chunkOf('packages/features/src/shared/when-idle.ts')).toBe('packages');
    expect(chunkOf('packages/features/src/shared/hooks/use-hydrated.ts')).toBe('packages');
  });

  it('leaves out the shared forms, a helper that imports a feature, lazy modules and pages', () => {
    expect(chunkOf('packages/features/src/shared/forms/address-fields.ts')).not.toBe('packages');
    expect(chunkOf('packages/features/src/shared/card-helper.ts')).not.toBe('packages');
    expect(chunkOf('packages/features/src/shared/lazy-part.ts')).toBe('lazy-part');
    expect(chunkOf('apps/web/app/pages/page-a.ts')).toBe('page-a');
    expect(chunkOf('apps/web/app/pages/page-b.ts')).toBe('page-b');
  });

  it('makes a chunk that imports no other chunk, so it cannot be in a cycle', () => {
    const packages = chunks.find((chunk) => chunk.name === 'packages');
    expect(packages?.imports).toEqual([]);
    expect(packages?.dynamicImports).toEqual([]);
  });

  it('leaves modules alone when Rollup gives no module graph', () => {
    expect(sharedPackagesChunk('/repo/packages/ui/src/button/button.tsx')).toBe('packages');
    expect(sharedPackagesChunk('/repo/apps/web/app/shell/preferences.ts')).toBeUndefined();
    expect(sharedPackagesChunk('/repo/packages/api-client/src/client/create-api-client.ts')).toBeUndefined();
  });
});
