import { moveHighlight } from '@storefront/domain';
import { CloseIcon, SearchIcon } from '@storefront/ui/icons';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchState } from '../search';
import { useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { loadedQuickSearchDropdown, loadQuickSearchDropdown, preloadQuickSearch } from './load-quick-search';
import type { QuickSearchTimings } from './quick-search-controller';
import { type QuickSearchOption, quickSearchOptions } from './quick-search-options';
import { useQuickSearch } from './use-quick-search';

/**
 * The search state, or undefined before the search slice has joined the store (it is injected on the
 * quick search's first use; the server's state carries it from the first render).
 */
const searchStateOf = (state: { search?: SearchState }): SearchState | undefined => state.search;

/** One empty list for every render without suggestions, so the selector's answer stays the same. */
const NO_SUGGESTIONS: string[] = [];

/** Props of {@link QuickSearch}. */
export interface QuickSearchProps {
  /** Address of the static search page (global settings' SearchPage), e.g. `/en/search`. */
  searchPagePath: string;
  /**
   * Focus the input on mount (the mobile search modal).
   * @default false
   */
  autoFocus?: boolean;
  /** Called after the shopper chose a hit or submitted (the mobile modal closes itself). */
  onDone?: () => void;
  /** Overrides of the spec timings (stories). */
  timings?: Partial<QuickSearchTimings>;
}

/**
 * The header search box as a WAI-ARIA combobox (spec §4): above 2 characters it opens a dropdown and,
 * after a 500 ms pause, runs an abortable quick search and reads search suggestions; ArrowDown/ArrowUp
 * move through the suggestions and hits with wrap-around and Enter opens the highlighted one (a
 * suggestion runs its search on the search page); submitting above 1 character goes to the search
 * page and closes the dropdown 400 ms later; Escape, Tab and a click outside close it.
 */
export function QuickSearch({ searchPagePath, autoFocus = false, onDone, timings }: QuickSearchProps) {
  const t = useText();
  const navigate = useNavigate();
  const { state, controller } = useQuickSearch({ searchPagePath, ...(timings && { timings }) });
  const result = useAppSelector((s) => searchStateOf(s)?.quickSearchResult ?? null);
  // Type-only use of the slice: its code (and the search thunks) loads on the quick search's first use.
  const quickLoading = useAppSelector((s) => searchStateOf(s)?.status === 'loading');
  const suggestions = useAppSelector((s) => searchStateOf(s)?.suggestions ?? NO_SUGGESTIONS);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const options = useMemo(
    () => quickSearchOptions(result, baseId, { queries: suggestions, searchPagePath }),
    [result, baseId, suggestions, searchPagePath],
  );
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const loading = quickLoading || (state.searchedQuery !== state.query.trim() && state.open);

  // A new answer or query starts without a highlight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new options
  useEffect(() => setActiveIndex(-1), [options, state.query]);

  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) controller.close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open, controller]);

  const choose = (option: QuickSearchOption) => {
    controller.close();
    void navigate(option.url);
    onDone?.();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (controller.submit()) onDone?.();
  };

  // The dropdown's code loads on demand: focus or the pointer on the box preloads it, and once in it renders
  // at once. Opened before that, the box stays collapsed until it arrives, so aria-expanded and aria-controls
  // only ever speak of a listbox that is in the document (WAI-ARIA APG combobox).
  const QuickSearchDropdown = loadedQuickSearchDropdown()?.QuickSearchDropdown;
  const [, setDropdownLoaded] = useState(false);
  useEffect(() => {
    if (!state.open || QuickSearchDropdown) return;
    let current = true;
    void loadQuickSearchDropdown().then(() => current && setDropdownLoaded(true));
    return () => {
      current = false;
    };
  }, [state.open, QuickSearchDropdown]);
  const expanded = state.open && QuickSearchDropdown !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!state.open) {
          controller.reopen();
          return;
        }
        event.preventDefault();
        // Nothing to move through until the listbox is shown: a highlight among unseen options would make
        // Enter open something the shopper never saw.
        if (!expanded) return;
        setActiveIndex((current) =>
          moveHighlight(current, options.length, event.key === 'ArrowDown' ? 'down' : 'up'),
        );
        return;
      }
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (state.open) {
          event.preventDefault();
          controller.close();
        }
        return;
      case 'Tab':
        controller.close();
        return;
      default:
    }
  };

  const active = expanded ? options[activeIndex] : undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's element types; the role is equivalent
    <form
      ref={rootRef}
      role="search"
      onSubmit={onSubmit}
      onPointerEnter={() => void preloadQuickSearch()}
      css={(th) => ({ position: 'relative', width: '100%', maxWidth: th.space[76] })}
    >
      <div
        css={(th) => ({
          display: 'flex',
          alignItems: 'center',
          gap: th.space[2],
          minHeight: th.sizes.control.m,
          padding: `0 ${th.space[3]}`,
          border: `${th.borderWidths.thin} solid ${th.colors.borderStrong}`,
          borderRadius: th.radii.round,
          background: th.colors.surface,
          '&:focus-within': {
            outline: `${th.borderWidths.focus} solid ${th.colors.focus}`,
            outlineOffset: 1,
          },
        })}
      >
        <SearchIcon size="s" />
        <input
          type="search"
          role="combobox"
          aria-label={t('search.label', 'Search')}
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active?.id}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the mobile search modal opens to type at once
          autoFocus={autoFocus}
          placeholder={t('search.placeholder', 'Search products, categories and pages')}
          value={state.query}
          onChange={(event) => controller.input(event.currentTarget.value)}
          onFocus={() => {
            void preloadQuickSearch();
            controller.reopen();
          }}
          onKeyDown={onKeyDown}
          css={(th) => ({
            flex: 1,
            minWidth: 0,
            border: 'none',
            background: 'transparent',
            color: th.colors.text,
            font: 'inherit',
            outline: 'none',
            '&::-webkit-search-cancel-button': { display: 'none' },
          })}
        />
        {state.query !== '' && (
          <button
            type="button"
            aria-label={t('search.clear', 'Clear search')}
            onClick={() => controller.input('')}
            css={(th) => ({
              display: 'inline-flex',
              padding: th.space[1],
              border: 'none',
              background: 'transparent',
              color: th.colors.text,
              cursor: 'pointer',
            })}
          >
            <CloseIcon size="s" />
          </button>
        )}
      </div>
      {expanded && (
        <QuickSearchDropdown
          id={listboxId}
          options={options}
          activeIndex={activeIndex}
          loading={loading}
          query={state.query}
          onChoose={choose}
        />
      )}
    </form>
  );
}
