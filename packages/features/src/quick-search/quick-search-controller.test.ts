import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuickSearchController, type QuickSearchControllerOptions } from './quick-search-controller';

function setup(overrides: Partial<QuickSearchControllerOptions> = {}) {
  const searches: { query: string; signal: AbortSignal }[] = [];
  const navigations: string[] = [];
  const controller = createQuickSearchController({
    search: (query, signal) => searches.push({ query, signal }),
    navigateToSearch: (query) => navigations.push(query),
    canQuickSearch: (query) => query.trim().length > 2,
    canFullSearch: (query) => query.trim().length > 1,
    ...overrides,
  });
  return { controller, searches, navigations };
}

describe('quick search controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given the shopper types', () => {
    it('stays closed and does not search for 2 characters', () => {
      const { controller, searches } = setup();
      controller.input('so');
      vi.advanceTimersByTime(1000);
      expect(controller.getState().open).toBe(false);
      expect(searches).toHaveLength(0);
    });

    it('opens at once for 3 characters and searches only after a 500 ms pause', () => {
      const { controller, searches } = setup();
      controller.input('sof');
      expect(controller.getState().open).toBe(true);
      vi.advanceTimersByTime(499);
      expect(searches).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(searches.map((s) => s.query)).toEqual(['sof']);
    });

    it('restarts the pause on every keystroke so only the last query runs', () => {
      const { controller, searches } = setup();
      controller.input('sof');
      vi.advanceTimersByTime(300);
      controller.input('sofa');
      vi.advanceTimersByTime(300);
      expect(searches).toHaveLength(0);
      vi.advanceTimersByTime(200);
      expect(searches.map((s) => s.query)).toEqual(['sofa']);
    });

    it('aborts the pending search when a newer one starts', () => {
      const { controller, searches } = setup();
      controller.input('sof');
      vi.advanceTimersByTime(500);
      controller.input('sofa');
      vi.advanceTimersByTime(500);
      expect(searches).toHaveLength(2);
      expect(searches[0]?.signal.aborted).toBe(true);
      expect(searches[1]?.signal.aborted).toBe(false);
    });

    it('closes and aborts when the text gets too short again', () => {
      const { controller, searches } = setup();
      controller.input('sofa');
      vi.advanceTimersByTime(500);
      controller.input('so');
      expect(controller.getState().open).toBe(false);
      expect(searches[0]?.signal.aborted).toBe(true);
    });
  });

  describe('given the shopper submits', () => {
    it('does nothing with 1 character', () => {
      const { controller, navigations } = setup();
      controller.input('s');
      expect(controller.submit()).toBe(false);
      expect(navigations).toEqual([]);
    });

    it('goes to the search page with 2 characters and closes 400 ms later', () => {
      const { controller, navigations } = setup();
      controller.input('sofa');
      expect(controller.submit()).toBe(true);
      expect(navigations).toEqual(['sofa']);
      vi.advanceTimersByTime(399);
      expect(controller.getState().open).toBe(true);
      vi.advanceTimersByTime(1);
      expect(controller.getState().open).toBe(false);
    });

    it('still closes 400 ms after submit when the navigation it causes reports a page change', () => {
      const { controller } = setup();
      controller.input('sofa');
      controller.submit();
      controller.pageChanged();
      vi.advanceTimersByTime(400);
      expect(controller.getState().open).toBe(false);
    });

    it('cancels the scheduled quick search', () => {
      const { controller, searches } = setup();
      controller.input('sofa');
      controller.submit();
      vi.advanceTimersByTime(1000);
      expect(searches).toHaveLength(0);
    });
  });

  describe('given the dropdown is open', () => {
    it('closes at once on close (outside click, Escape, Tab)', () => {
      const { controller } = setup();
      controller.input('sofa');
      controller.close();
      expect(controller.getState().open).toBe(false);
    });

    it('closes 500 ms after a page change', () => {
      const { controller } = setup();
      controller.input('sofa');
      controller.pageChanged();
      vi.advanceTimersByTime(499);
      expect(controller.getState().open).toBe(true);
      vi.advanceTimersByTime(1);
      expect(controller.getState().open).toBe(false);
    });

    it('reopens for the same query on focus', () => {
      const { controller } = setup();
      controller.input('sofa');
      controller.close();
      controller.reopen();
      expect(controller.getState().open).toBe(true);
    });

    it('reports every change', () => {
      const changes: boolean[] = [];
      const { controller } = setup({ onChange: (state) => changes.push(state.open) });
      controller.input('sofa');
      controller.close();
      expect(changes).toEqual([true, false]);
    });
  });
});
