import { fn } from 'storybook/test';
import type { FilterPanelProps } from '../listing/filter-panel';
import { facetsFixture } from './listing-fixtures';

/** A category page's filter panel with nothing chosen and every handler a spy: the stories' starting point. */
export const filterPanelStoryArgs = (): FilterPanelProps => ({
  facets: facetsFixture,
  selected: {},
  ranges: {},
  inStock: false,
  onToggle: fn(),
  onRangeChange: fn(),
  onInStockChange: fn(),
  onClear: fn(),
});
