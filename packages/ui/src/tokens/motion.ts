/** Transition and animation durations (spec §9: 100ms to 6000ms). */
export const durations = {
  instant: '100ms',
  fast: '200ms',
  normal: '300ms',
  slow: '500ms',
  slower: '1000ms',
  /** One zoom cycle of the loading logo (spec §9: 1.5 s). */
  loadingCycle: '1500ms',
  slowest: '6000ms',
} as const;

/** Easing curves. */
export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Behaviour timings of ui components, in ms (spec §9), so code and tests share one number. */
export const timings = {
  /** Focus moves to a modal's close button this long after opening. */
  modalFocusDelayMs: 1000,
  /** The add-to-cart finished state resets after this long. */
  addToCartResetMs: 2500,
  /** Breadcrumb overflow checks are debounced by this long. */
  breadcrumbDebounceMs: 200,
  /** One zoom cycle of the loading logo. */
  loadingCycleMs: 1500,
} as const;
