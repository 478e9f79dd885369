import { describe, expect, it } from 'vitest';
import { sharedPackagesChunk } from './shared-packages-chunk';

describe('sharedPackagesChunk', () => {
  it('puts the ui and domain sources into the packages chunk', () => {
    expect(sharedPackagesChunk('/repo/packages/ui/src/button/button.tsx')).toBe('packages');
    expect(sharedPackagesChunk('/repo/packages/domain/src/price/format-price.ts')).toBe('packages');
  });

  it('leaves the API client, the feature package, the app and libraries to Rollup', () => {
    expect(sharedPackagesChunk('/repo/packages/api-client/src/client/create-api-client.ts')).toBeUndefined();
    expect(sharedPackagesChunk('/repo/packages/features/src/listing/listing-view.tsx')).toBeUndefined();
    expect(sharedPackagesChunk('/repo/apps/web/app/root.tsx')).toBeUndefined();
    expect(
      sharedPackagesChunk('/repo/node_modules/.pnpm/react@19.2.0/node_modules/react/index.js'),
    ).toBeUndefined();
  });
});
