import type { Sorter } from '@storefront/api-client';
import { Button } from '@storefront/ui';
import { FilterIcon, GridIcon, ListIcon } from '@storefront/ui/icons';
import { memo, useId } from 'react';
import { useText } from '../translations';
import type { ListingView } from './use-listing-view';

/** Props of {@link ListingToolbar}. */
export interface ListingToolbarProps {
  /** Hits for the current filters. */
  numberOfHits: number;
  /**
   * The list's first batch is still on its way (e.g. a client navigation to a category): the count shows as
   * loading instead of a false 0. @default false
   */
  counting?: boolean;
  /** Sort orders the result offers. */
  sorters: Sorter[];
  /** The chosen sort order. */
  sortOrder: string;
  /** Grid or list. */
  view: ListingView;
  /** Another sort order was chosen. */
  onSortChange: (sortOrder: string) => void;
  /** Grid or list was chosen (the toggle shows on wide screens only). */
  onViewChange: (view: ListingView) => void;
  /** Opens the filter modal (the button shows on small screens only). */
  onOpenFilters: () => void;
}

/**
 * The filter and sort bar above a listing: hit count, filter button, sorter and grid/list toggle. Memoised: a
 * facet tick (before its reload) does not render it again.
 */
export const ListingToolbar = memo(function ListingToolbar({
  numberOfHits,
  counting = false,
  sorters,
  sortOrder,
  view,
  onSortChange,
  onViewChange,
  onOpenFilters,
}: ListingToolbarProps) {
  const t = useText();
  const sortId = useId();
  return (
    <div
      css={(th) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: th.space[3],
        padding: `${th.space[3]} 0`,
        borderBottom: `${th.borderWidths.thin} solid ${th.colors.border}`,
      })}
    >
      <Button
        variant="secondary"
        size="s"
        startIcon={<FilterIcon size="s" />}
        onClick={onOpenFilters}
        css={(th) => ({ [th.mq.from('desktop')]: { display: 'none' } })}
      >
        {t('listing.filter', 'Filter')}
      </Button>
      <p
        role="status"
        data-testid="listing-hits"
        aria-busy={counting || undefined}
        css={(th) => ({ margin: 0, color: th.colors.textMuted })}
      >
        {counting
          ? t('common.loading', 'Loading…')
          : t('listing.hits', '{count} products').replace('{count}', String(numberOfHits))}
      </p>
      <div css={(th) => ({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: th.space[2] })}>
        <label htmlFor={sortId}>{t('listing.sortBy', 'Sort by')}</label>
        <select
          id={sortId}
          value={sortOrder}
          onChange={(event) => onSortChange(event.currentTarget.value)}
          css={(th) => ({
            minHeight: th.sizes.control.s,
            padding: `0 ${th.space[2]}`,
            border: `${th.borderWidths.thin} solid ${th.colors.borderStrong}`,
            borderRadius: th.radii.s,
            background: th.colors.surface,
            color: th.colors.text,
            font: 'inherit',
          })}
        >
          {sorters.length === 0 && <option value={sortOrder}>{sortOrder}</option>}
          {sorters.map((sorter) => (
            <option key={sorter.key} value={sorter.key}>
              {sorter.value}
            </option>
          ))}
        </select>
        <fieldset
          css={(th) => ({
            display: 'none',
            border: 'none',
            margin: 0,
            padding: 0,
            [th.mq.from('desktop')]: { display: 'flex', gap: th.space[1] },
          })}
        >
          <legend
            css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
          >
            {t('listing.layout', 'Layout')}
          </legend>
          <Button
            variant={view === 'grid' ? 'primary' : 'ghost'}
            size="s"
            aria-pressed={view === 'grid'}
            aria-label={t('listing.grid', 'Grid')}
            onClick={() => onViewChange('grid')}
          >
            <GridIcon size="s" />
          </Button>
          <Button
            variant={view === 'list' ? 'primary' : 'ghost'}
            size="s"
            aria-pressed={view === 'list'}
            aria-label={t('listing.list', 'List')}
            onClick={() => onViewChange('list')}
          >
            <ListIcon size="s" />
          </Button>
        </fieldset>
      </div>
    </div>
  );
});
