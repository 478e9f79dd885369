import { Button } from '@storefront/ui';
import { CloseIcon } from '@storefront/ui/icons';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useText } from '../translations/use-text';

/** Props of {@link FilterModal}. */
export interface FilterModalProps {
  /** Whether the modal is open. */
  open: boolean;
  /** Called with false when the shopper closes it (close button, Escape, show results). */
  onOpenChange: (open: boolean) => void;
  /** Hits for the current filters, shown on the "show results" button. */
  numberOfHits: number;
  /** The filter panel. */
  children: ReactNode;
}

/**
 * The filters on small screens: a full-height sheet built on the native modal dialog, which traps focus,
 * closes on Escape and makes the page behind it inert.
 */
export function FilterModal({ open, onOpenChange, numberOfHits, children }: FilterModalProps) {
  const t = useText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => onOpenChange(false)}
      css={(th) => ({
        width: '100%',
        maxWidth: '100%',
        height: '100%',
        maxHeight: '100%',
        margin: 0,
        padding: 0,
        border: 'none',
        background: th.colors.surface,
        color: th.colors.text,
        zIndex: th.zIndices.modal,
        '&::backdrop': { background: th.colors.overlay },
        [th.mq.from('drawer')]: { marginLeft: 'auto', width: th.sizes.modalDrawer },
      })}
    >
      <div css={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <header
          css={(th) => ({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: th.space[4],
            borderBottom: `${th.borderWidths.thin} solid ${th.colors.border}`,
          })}
        >
          <h2 id={titleId} css={(th) => ({ margin: 0, fontSize: th.fontSizes.xl })}>
            {t('listing.filter', 'Filter')}
          </h2>
          <Button
            variant="ghost"
            size="s"
            aria-label={t('common.close', 'Close')}
            onClick={() => onOpenChange(false)}
          >
            <CloseIcon size="s" />
          </Button>
        </header>
        <div css={(th) => ({ flex: 1, overflowY: 'auto', padding: th.space[4] })}>{children}</div>
        <footer
          css={(th) => ({
            padding: th.space[4],
            borderTop: `${th.borderWidths.thin} solid ${th.colors.border}`,
          })}
        >
          <Button fullWidth onClick={() => onOpenChange(false)}>
            {t('listing.showResults', 'Show {count} products').replace('{count}', String(numberOfHits))}
          </Button>
        </footer>
      </div>
    </dialog>
  );
}
