import type { CartPrice } from '@storefront/api-client';
import type { CartTexts } from './cart-texts';

/** Props of {@link CartTotals}. */
export interface CartTotalsProps {
  price: CartPrice;
  numberOfItems: number;
  /** Whether the server's amounts include VAT (from the settings); only the labels change. */
  inclVat: boolean;
  texts: CartTexts;
}

/**
 * The cart's totals as the server computed them: items, shipping, VAT and total, labelled incl. or
 * excl. VAT per the settings. Nothing is added up here.
 */
export function CartTotals({ price, numberOfItems, inclVat, texts }: CartTotalsProps) {
  const rows: Array<[string, string]> = [
    [`${texts.items} (${numberOfItems})`, price.totalPriceForItems.formattedString],
    [texts.shipping, price.shipping.formattedString],
    [texts.vat, price.totalVat.formattedString],
  ];
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
        {rows.map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div
          css={(t) => ({
            display: 'contents',
            fontWeight: t.fontWeights.bold,
            fontSize: t.fontSizes.l,
          })}
        >
          {/* The server's total is what the customer pays: always including VAT and shipping. */}
          <dt>{texts.total}</dt>
          <dd data-testid="cart-total">{price.totalPrice.formattedString}</dd>
        </div>
      </dl>
      <p css={(t) => ({ margin: `${t.space[2]} 0 0`, fontSize: t.fontSizes.s, color: t.colors.textMuted })}>
        {inclVat ? texts.pricesInclVat : texts.pricesExclVat}
      </p>
    </div>
  );
}
