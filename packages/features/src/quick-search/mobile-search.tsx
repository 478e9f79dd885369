import { Button } from '@storefront/ui';
import { CloseIcon, SearchIcon } from '@storefront/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useText } from '../translations/use-text';
import { useSearchPagePath } from './header-quick-search';
import { QuickSearch } from './quick-search';

/**
 * The mobile header's search button (the header's `mobileSearch` slot): opens the search modal with the
 * quick search focused; choosing a hit or submitting closes it. Built on the native modal dialog, which
 * traps focus and closes on Escape.
 */
export function MobileSearch() {
  const t = useText();
  const searchPagePath = useSearchPagePath();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <>
      <button
        type="button"
        aria-label={t('search.open', 'Search')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
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
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        css={(th) => ({
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          margin: 0,
          padding: th.space[4],
          border: 'none',
          background: th.colors.surface,
          color: th.colors.text,
          '&::backdrop': { background: th.colors.overlay },
        })}
      >
        <div
          css={(th) => ({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            marginBottom: th.space[4],
          })}
        >
          <h2 id={titleId} css={(th) => ({ margin: 0, fontSize: th.fontSizes.xl })}>
            {t('search.title', 'Search')}
          </h2>
          <Button
            variant="ghost"
            size="s"
            aria-label={t('common.close', 'Close')}
            onClick={() => setOpen(false)}
          >
            <CloseIcon size="s" />
          </Button>
        </div>
        {open && <QuickSearch searchPagePath={searchPagePath} autoFocus onDone={() => setOpen(false)} />}
      </dialog>
    </>
  );
}
