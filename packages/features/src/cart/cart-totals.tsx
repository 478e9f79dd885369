import type { CartPrice } from '@storefront/api-client';
import { cartSummaryRows } from '@storefront/domain';
import type { CartTexts } from './cart-texts';

/** Props of {@link CartTotals}. */
export interface CartTotalsProps {
  /** The server's amounts (a cart's price, or an order's totals with its freight as `shipping`). */
  price: Pick<CartPrice, 'totalPriceForItems' | 'shipping' | 'totalVat' | 'totalPrice'>;
  numberOfItems: number;
  /** Whether the server's amounts include VAT (from the settings); only the labels change. */
  inclVat: boolean;
  texts: CartTexts;
  /** Test id of the total's amount. @default 'cart-total' */
  totalTestId?: string;
}

/**
 * The totals as the server computed them, in the rows of `cartSummaryRows` (@storefront/domain) so they
 * add up as written: excl. VAT "Subtotal excl. VAT", "Shipping excl. VAT", "VAT", "Total incl. VAT";
 * incl. VAT "Subtotal incl. VAT", "Shipping incl. VAT", "Total incl. VAT", "Of which VAT". Nothing is
 * added up here.
 */
export function CartTotals({
  price,
  numberOfItems,
  inclVat,
  texts,
  totalTestId = 'cart-total',
}: CartTotalsProps) {
  const rows = cartSummaryRows(
    {
      items: price.totalPriceForItems,
      shipping: price.shipping,
      vat: price.totalVat,
      total: price.totalPrice,
    },
    inclVat,
  );
  return (
    <div data-testid="cart-totals">
      <dl
        css={(t) => ({
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: `${t.space[2]} ${t.space[4]}`,
          margin: 0,
          '& dd': { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
        })}
      >
        {rows.map((row) => {
          const label = texts.summaryLabels[row.textKey] ?? row.defaultText;
          return (
            <div
              key={row.id}
              data-row={row.id}
              css={(t) =>
                row.emphasis
                  ? { display: 'contents', fontWeight: t.fontWeights.bold, fontSize: t.fontSizes.l }
                  : { display: 'contents' }
              }
            >
              <dt>{row.id === 'items' ? `${label} (${numberOfItems})` : label}</dt>
              <dd data-testid={row.id === 'total' ? totalTestId : undefined}>{row.value.formattedString}</dd>
            </div>
          );
        })}
      </dl>
      <p css={(t) => ({ margin: `${t.space[2]} 0 0`, fontSize: t.fontSizes.s, color: t.colors.textMuted })}>
        {inclVat ? texts.pricesInclVat : texts.pricesExclVat}
      </p>
    </div>
  );
}
