import { Z_INDEX } from '@storefront/domain';

/** Stacking layers: the spec §9 layers (modal 20, tooltip 40, page loader 990, error modal 1000) plus page-level ones. */
export const zIndices = {
  base: 0,
  raised: 1,
  header: 10,
  ...Z_INDEX,
} as const;
