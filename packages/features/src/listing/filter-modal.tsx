import { Button, SidePanelModal } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useText } from '../translations';

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
 * The filters on small screens (spec §2: the facet sidebar shows on wide screens only): the side-panel
 * modal with the filter panel and a button that closes it to show the results.
 */
export function FilterModal({ open, onOpenChange, numberOfHits, children }: FilterModalProps) {
  const t = useText();
  return (
    <SidePanelModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('listing.filter', 'Filter')}
      closeLabel={t('common.close', 'Close')}
      footer={
        <Button fullWidth onClick={() => onOpenChange(false)}>
          {t('listing.showResults', 'Show {count} products').replace('{count}', String(numberOfHits))}
        </Button>
      }
    >
      {children}
    </SidePanelModal>
  );
}
