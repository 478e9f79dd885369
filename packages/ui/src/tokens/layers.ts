/** Stacking layers (spec §9). */
export const zIndices = {
  base: 0,
  raised: 1,
  header: 10,
  modal: 20,
  tooltip: 40,
  pageLoader: 990,
  errorModal: 1000,
} as const;
