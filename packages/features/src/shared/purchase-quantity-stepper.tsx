import { QuantityStepper } from '@storefront/ui';
import { useText } from '../translations';

/** Props of {@link PurchaseQuantityStepper}. */
export interface PurchaseQuantityStepperProps {
  /** The quantity to add (controlled). */
  value: number;
  onChange: (quantity: number) => void;
  /** The most the chosen variation allows per order; 0 or less when it sets no limit. */
  maxQuantity: number;
}

/**
 * The quantity before "Add to cart" on the product page and in the variation picker: at least 1, at most what
 * the variation allows, with the translated labels both places use.
 */
export function PurchaseQuantityStepper({ value, onChange, maxQuantity }: PurchaseQuantityStepperProps) {
  const t = useText();
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
