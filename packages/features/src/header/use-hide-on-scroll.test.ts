import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

// jsdom lays nothing out: the test plays the browser, setting the scroll position and the page's height as a
// browser would and firing the scroll event.
let pageHeight = 2514;
function scrollTo(y: number, height = pageHeight) {
  pageHeight = height;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  pageHeight = 2514;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
});
afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('useHideOnScroll', () => {
  it('hides the bar when the reader scrolls down past 50 px and shows it on any scroll up', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);
    scrollTo(40);
    expect(result.current).toBe(false);
    scrollTo(120);
    expect(result.current).toBe(true);
    scrollTo(115);
    expect(result.current).toBe(false);
  });

  it('stays hidden at the end of the page when the browser pulls the scroll position back', () => {
    const { result } = renderHook(() => useHideOnScroll());
    // The reader reaches the end (2514 - 800); the bar hides and the page gets 40 px shorter, so the browser
    // clamps the position to the new end.
    scrollTo(1714);
    expect(result.current).toBe(true);
    scrollTo(1674, 2474);
    expect(result.current).toBe(true);
    // Then a real scroll up shows it, and scroll anchoring's move for the 40 px it adds above is not a scroll
    // down.
    scrollTo(1600);
    expect(result.current).toBe(false);
    scrollTo(1640, 2514);
    expect(result.current).toBe(false);
    scrollTo(1500);
    expect(result.current).toBe(false);
    scrollTo(1700);
    expect(result.current).toBe(true);
  });

  it('counts a scroll up after the page grew (a further batch of products) as the reader’s', () => {
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(1500);
    expect(result.current).toBe(true);
    scrollTo(1470, 4514);
    expect(result.current).toBe(false);
  });
});
