import { SearchIcon } from '@storefront/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { useText } from '../translations';
import { useSearchPagePath } from './use-search-page-path';

// Loaded on demand: the modal's code arrives with the first press of the search button (pointer or focus on
// the button starts loading it).
const loadDialog = () => import('./mobile-search-dialog');
const MobileSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.MobileSearchDialog })));

/**
 * The mobile header's search button (the header's `mobileSearch` slot): opens the search modal with focus
 * in the quick search's box; choosing a hit or submitting closes it.
 */
export function MobileSearch() {
  const t = useText();
  const searchPagePath = useSearchPagePath();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the dialog's own close.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('search.open', 'Search')}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        css={(th) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: th.sizes.touchTarget,
          minHeight: th.sizes.touchTarget,
          background: 'none',
          border: 0,
          color: 'inherit',
          cursor: 'pointer',
        })}
      >
        <SearchIcon />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileSearchDialog open={open} onClose={() => setOpen(false)} searchPagePath={searchPagePath} />
        </Suspense>
      )}
    </>
  );
}
