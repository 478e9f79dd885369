import { describe, expect, it } from 'vitest';
import {
  ADD_TO_CART_RESET_MS,
  BREAKPOINTS,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  DEFAULT_ACTIVE_FILTER,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  GRID_BREAKPOINTS,
  HANDLED_HTTP_STATUSES,
  INFINITE_SCROLL_MARGIN_PX,
  MODAL_DRAWER_WIDTH_PX,
  QUICK_SEARCH_MAX_CATEGORIES,
  QUICK_SEARCH_MAX_CONTENT,
  QUICK_SEARCH_MAX_PRODUCTS,
  QUICK_SEARCH_MAX_PRODUCTS_WITH_OTHER_HITS,
  SEARCH_DEBOUNCE_MS,
  SESSION_CHECK_INTERVAL_MS,
  STOCK_FEW_LEFT_THRESHOLD,
  STOCK_PLENTY_THRESHOLD,
} from './constants';

describe('spec constants', () => {
  it('match the defaults of section 1 and 9', () => {
    expect([
      DEFAULT_LANGUAGE,
      DEFAULT_CURRENCY,
      DEFAULT_COUNTRY,
      DEFAULT_PAGE_SIZE,
      DEFAULT_ACTIVE_FILTER,
    ]).toEqual(['no', 'SEK', 'NO', 24, 'True']);
  });

  it('match the timings and limits of section 9', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(31 * 60 * 1000);
    expect([SEARCH_DEBOUNCE_MS, ADD_TO_CART_RESET_MS, INFINITE_SCROLL_MARGIN_PX]).toEqual([500, 2500, 100]);
    expect([
      QUICK_SEARCH_MAX_PRODUCTS,
      QUICK_SEARCH_MAX_PRODUCTS_WITH_OTHER_HITS,
      QUICK_SEARCH_MAX_CATEGORIES,
      QUICK_SEARCH_MAX_CONTENT,
    ]).toEqual([5, 3, 3, 2]);
    expect([STOCK_FEW_LEFT_THRESHOLD, STOCK_PLENTY_THRESHOLD, CART_QUANTITY_MIN, CART_QUANTITY_MAX]).toEqual([
      10, 50, 0, 999,
    ]);
    expect(MODAL_DRAWER_WIDTH_PX).toBe(480);
  });

  it('keeps breakpoint pairs one pixel apart and grid breakpoints among them', () => {
    expect(BREAKPOINTS.sm - BREAKPOINTS.xsMax).toBe(1);
    expect(BREAKPOINTS.small - BREAKPOINTS.smallMax).toBe(1);
    expect(BREAKPOINTS.desktop - BREAKPOINTS.mobileMax).toBe(1);
    expect(BREAKPOINTS.xl - BREAKPOINTS.xlMax).toBe(1);
    const values: number[] = Object.values(BREAKPOINTS);
    for (const width of GRID_BREAKPOINTS) expect(values).toContain(width);
    expect(HANDLED_HTTP_STATUSES).toContain(503);
  });
});
