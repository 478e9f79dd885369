import {
  ADD_TO_CART_RESET_MS,
  BREADCRUMB_CHECK_DEBOUNCE_MS,
  LOADING_LOGO_CYCLE_MS,
  MODAL_FOCUS_DELAY_MS,
} from '@storefront/domain';

/** Transition and animation durations (spec §9: 100ms to 6000ms). */
export const durations = {
  instant: '100ms',
  fast: '200ms',
  normal: '300ms',
  slow: '500ms',
  slower: '1000ms',
  /** One zoom cycle of the loading logo (spec §9: 1.5 s). */
  loadingCycle: `${LOADING_LOGO_CYCLE_MS}ms`,
  slowest: '6000ms',
} as const;

/** Easing curves. */
export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Behaviour timings of ui components, in ms (spec §9), taken from @storefront/domain so code and tests share one number. */
export const timings = {
  /** Focus moves to a modal's close button this long after opening. */
  modalFocusDelayMs: MODAL_FOCUS_DELAY_MS,
  /** The add-to-cart finished state resets after this long. */
  addToCartResetMs: ADD_TO_CART_RESET_MS,
  /** Breadcrumb overflow checks are debounced by this long. */
  breadcrumbDebounceMs: BREADCRUMB_CHECK_DEBOUNCE_MS,
  /** One zoom cycle of the loading logo. */
  loadingCycleMs: LOADING_LOGO_CYCLE_MS,
} as const;
