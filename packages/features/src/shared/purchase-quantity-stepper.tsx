import { QuantityStepper } from '@storefront/ui';
import type { TextLookup } from '../translations';

/** Props of {@link PurchaseQuantityStepper}. */
export interface PurchaseQuantityStepperProps {
  /** The quantity to add (controlled). */
  value: number;
  onChange: (quantity: number) => void;
  /** The most the chosen variation allows per order; 0 or less when it sets no limit. */
  maxQuantity: number;
  /** The caller's text lookup (`useText()`) for the labels. */
  t: TextLookup;
}

/**
 * The quantity before "Add to cart" on the product page and in the variation picker: at least 1, at most what
 * the variation allows, with the translated labels both places use. The lookup comes from the caller, so the
 * module imports nothing but the `ui` package and joins the browser's shared chunk instead of becoming a chunk
 * of its own for the two pages that use it (apps/web/shared-packages-chunk.ts).
 */
export function PurchaseQuantityStepper({ value, onChange, maxQuantity, t }: PurchaseQuantityStepperProps) {
  return (
    <QuantityStepper
      value={value}
      onChange={onChange}
      min={1}
      max={maxQuantity > 0 ? maxQuantity : undefined}
      label={t('product.quantity', 'Quantity')}
      decrementLabel={t('product.decrease', 'Decrease quantity')}
      incrementLabel={t('product.increase', 'Increase quantity')}
    />
  );
}
