import type { ProductCardVariation } from '@storefront/api-client';
import { defaultVariation } from '@storefront/domain';
import { Modal } from '@storefront/ui';
import { lazy } from 'react';
import { useText } from '../translations';

let contentChunk: Promise<typeof import('./variation-picker-content')> | undefined;

/**
 * Starts loading the picker's body (once; again after a failed load). A listing card that opens the picker
 * calls it when the page is idle, so the picker opened by a press shows its choices at once instead of a
 * spinner for a round trip (issue 24).
 */
export function preloadVariationPicker(): Promise<typeof import('./variation-picker-content')> {
  contentChunk ??= import('./variation-picker-content').catch((error: unknown) => {
    contentChunk = undefined;
    throw error;
  });
  return contentChunk;
}

// Loaded on demand (spec §2 "Modals: loaded on demand"): the picker's body is not in the first page load.
const VariationPickerContent = lazy(() =>
  preloadVariationPicker().then((m) => ({ default: m.VariationPickerContent })),
);

/** The product a {@link VariationPickerModal} offers: a product page's product or a listing card. */
export interface VariationPickerProduct {
  /** Product name, for the title and labels. */
  name: string;
  /** False for discontinued products (nothing can be bought). */
  active: boolean;
  /** Prices are hidden ('contact for price'); nothing can be bought here. */
  hidePrice: boolean;
  /** The variations to choose from (usually one per colour): a product's, or a listing card's summaries. */
  variations: ProductCardVariation[];
}

/** Props of {@link VariationPickerModal}. */
export interface VariationPickerModalProps {
  /** Whether the modal is open. */
  open: boolean;
  /** Called with `false` when the shopper closes it. */
  onOpenChange: (open: boolean) => void;
  /** The product whose variations are offered. */
  product: VariationPickerProduct;
  /** The variation chosen when it opens. @default the first */
  initialCode?: string;
  /** The quantity the stepper starts at. @default 1 */
  initialQuantity?: number;
  /** Another variation was chosen in the modal (the product page follows the choice). */
  onChoose?: (code: string) => void;
  /** The chosen variation was added to the cart; the modal closes itself after this. */
  onAdded?: (code: string, quantity: number) => void;
}

/**
 * The variation picker modal (spec §2 modals): the product's variations with colour, price and stock each,
 * a quantity and add to cart for the chosen one. Opened from the product page and from a listing card of
 * a product with more than one variant. Its content is a lazy chunk, loaded when it first opens.
 */
export function VariationPickerModal({
  open,
  onOpenChange,
  product,
  initialCode,
  initialQuantity = 1,
  onChoose,
  onAdded,
}: VariationPickerModalProps) {
  const t = useText();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('variationPicker.title', 'Choose variation')}
      closeLabel={t('common.close', 'Close')}
    >
      <VariationPickerContent
        product={product}
        initialCode={initialCode ?? defaultVariation(product.variations)?.code ?? ''}
        initialQuantity={initialQuantity}
        onChoose={onChoose}
        onAdded={(code, quantity) => {
          onAdded?.(code, quantity);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
