import { Modal } from '@storefront/ui';
import { lazy } from 'react';
import { useText } from '../translations';
import { cartTexts } from './cart-texts';

// Loaded on demand (spec §2 "Modals: loaded on demand").
const ShareCartContent = lazy(() =>
  import('./share-cart-content').then((m) => ({ default: m.ShareCartContent })),
);

/** Props of {@link ShareCartModal}. */
export interface ShareCartModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cart page's path, e.g. `/en/cart-page`. */
  cartPath: string;
}

/**
 * The share cart modal (spec §2 modals): saves the cart's lines on the server (POST api/cart/share) when it
 * opens and shows a copyable link; whoever opens the link sees the lines on the cart page and can add them
 * to their own cart.
 */
export function ShareCartModal({ open, onOpenChange, cartPath }: ShareCartModalProps) {
  const texts = cartTexts(useText());
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={texts.shareCart} closeLabel={texts.close}>
      <ShareCartContent cartPath={cartPath} />
    </Modal>
  );
}
