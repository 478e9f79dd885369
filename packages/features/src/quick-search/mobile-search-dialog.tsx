import { Button } from '@storefront/ui';
import { CloseIcon } from '@storefront/ui/icons';
import { useEffect, useId, useRef } from 'react';
import { useText } from '../translations';
import { QuickSearch } from './quick-search';

/** Props of {@link MobileSearchDialog}. */
export interface MobileSearchDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog closes itself (Escape, Close, a hit chosen or a search submitted). */
  onClose: () => void;
  /** Address of the static search page. */
  searchPagePath: string;
}

/**
 * The mobile search modal: a native modal dialog (it traps focus and closes on Escape) with the quick
 * search, which gets focus when the dialog opens. Loaded with the first press of the search button.
 */
export function MobileSearchDialog({ open, onClose, searchPagePath }: MobileSearchDialogProps) {
  const t = useText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first focusable element, the Close button; a search dialog puts focus in its
      // search box instead (WAI-ARIA dialog pattern: focus the element the shopper came to use).
      dialog.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
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
        <Button variant="ghost" size="s" aria-label={t('common.close', 'Close')} onClick={onClose}>
          <CloseIcon size="s" />
        </Button>
      </div>
      {open && <QuickSearch searchPagePath={searchPagePath} autoFocus onDone={onClose} />}
    </dialog>
  );
}
