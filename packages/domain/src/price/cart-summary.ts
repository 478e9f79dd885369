/** The amounts of a cart or order summary, as the server answered them (any shape: the rows only pick). */
export interface CartSummaryAmounts<Amount> {
  /** The lines together, after discounts: excl. VAT in excl. mode, incl. VAT in incl. mode. */
  items: Amount;
  /** Shipping, in the same VAT view as the items. */
  shipping: Amount;
  /** The VAT of the whole order. */
  vat: Amount;
  /** What the customer pays: always incl. VAT and shipping. */
  total: Amount;
}

/** Which amount a summary row shows. */
export type CartSummaryRowId = keyof CartSummaryAmounts<unknown>;

/** One row of a cart, checkout or order summary. */
export interface CartSummaryRow<Amount> {
  id: CartSummaryRowId;
  /** Translation key of the row's label (seeded UI texts). */
  textKey: string;
  /** English fallback of the label. */
  defaultText: string;
  /** The amount the row shows. */
  value: Amount;
  /** The total the customer pays: shown stronger. */
  emphasis: boolean;
}

/** Label keys and English fallbacks of the summary rows, per VAT mode. */
export const CART_SUMMARY_TEXTS = {
  subtotalExclVat: { textKey: 'cart.subtotalExclVat', defaultText: 'Subtotal excl. VAT' },
  shippingExclVat: { textKey: 'cart.shippingExclVat', defaultText: 'Shipping excl. VAT' },
  vat: { textKey: 'cart.vatAmount', defaultText: 'VAT' },
  subtotalInclVat: { textKey: 'cart.subtotalInclVat', defaultText: 'Subtotal incl. VAT' },
  shippingInclVat: { textKey: 'cart.shippingInclVat', defaultText: 'Shipping incl. VAT' },
  totalInclVat: { textKey: 'cart.totalInclVat', defaultText: 'Total incl. VAT' },
  ofWhichVat: { textKey: 'cart.vat', defaultText: 'Of which VAT' },
} as const;

/**
 * The rows of a cart, checkout or order summary, worded so that they add up as written (issue 22):
 * - prices excl. VAT: "Subtotal excl. VAT" + "Shipping excl. VAT" + "VAT" = "Total incl. VAT";
 * - prices incl. VAT: "Subtotal incl. VAT" + "Shipping incl. VAT" = "Total incl. VAT", then "Of which VAT".
 * The amounts are passed through untouched; nothing is computed.
 *
 * @example
 * cartSummaryRows({ items, shipping, vat, total }, false).map((row) => row.defaultText);
 * // ['Subtotal excl. VAT', 'Shipping excl. VAT', 'VAT', 'Total incl. VAT']
 */
export function cartSummaryRows<Amount>(
  amounts: CartSummaryAmounts<Amount>,
  inclVat: boolean,
): CartSummaryRow<Amount>[] {
  const row = (
    id: CartSummaryRowId,
    text: { textKey: string; defaultText: string },
    emphasis = false,
  ): CartSummaryRow<Amount> => ({ id, ...text, value: amounts[id], emphasis });
  const texts = CART_SUMMARY_TEXTS;
  return inclVat
    ? [
        row('items', texts.subtotalInclVat),
        row('shipping', texts.shippingInclVat),
        row('total', texts.totalInclVat, true),
        row('vat', texts.ofWhichVat),
      ]
    : [
        row('items', texts.subtotalExclVat),
        row('shipping', texts.shippingExclVat),
        row('vat', texts.vat),
        row('total', texts.totalInclVat, true),
      ];
}
