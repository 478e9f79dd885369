import type { Amount, Price as PriceData } from '@storefront/api-client';
import { pickPrice, pickRegularPrice } from '@storefront/domain';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The server's price (spec §3): regular, current and discount, excluding and including VAT. */
  price: PriceData;
  /** Show prices including VAT (decide with `showPricesInclVat` from @storefront/domain). */
  inclVat: boolean;
  /** @default 'm' */
  size?: 's' | 'm' | 'l';
  /** Texts, for translation. */
  labels?: Partial<PriceLabels>;
}

/** Texts of {@link Price}. */
export interface PriceLabels {
  /** @default 'incl. VAT' */
  inclVat: string;
  /** @default 'excl. VAT' */
  exclVat: string;
  /** Screen-reader prefix of the struck-through price. @default 'Regular price' */
  regularPrice: string;
  /** Screen-reader prefix of the current price when discounted. @default 'Now' */
  salePrice: string;
}

const DEFAULT_LABELS: PriceLabels = {
  inclVat: 'incl. VAT',
  exclVat: 'excl. VAT',
  regularPrice: 'Regular price',
  salePrice: 'Now',
};

const SIZE = { s: 's', m: 'l', l: '2xl' } as const;

/** Whether the current price is below the regular one. */
function isDiscounted(current: Amount, regular: Amount): boolean {
  return current.amount < regular.amount;
}

/**
 * A price including or excluding VAT as the caller decides, with the server's formatted text. A discount
 * shows the current price in the discount colour and the regular price struck through.
 */
export function Price({ price, inclVat, size = 'm', labels }: PriceProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const current = pickPrice(price, inclVat);
  const regular = pickRegularPrice(price, inclVat);
  const discounted = isDiscounted(current, regular);
  return (
    <p css={(t) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: t.space[2] })}>
      <span
        data-part="current-price"
        css={(t) => ({
          fontSize: t.fontSizes[SIZE[size]],
          fontWeight: t.fontWeights.bold,
          color: discounted ? t.colors.priceDiscount : t.colors.text,
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {discounted ? <VisuallyHidden>{text.salePrice} </VisuallyHidden> : null}
        {current.formattedString}
      </span>
      {discounted ? (
        <s data-part="regular-price" css={(t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.s })}>
          <VisuallyHidden>{text.regularPrice} </VisuallyHidden>
          {regular.formattedString}
        </s>
      ) : null}
      <span css={(t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.xs })}>
        {inclVat ? text.inclVat : text.exclVat}
      </span>
      {discounted && price.discountPercentage > 0 ? (
        <span
          css={(t) => ({
            color: t.colors.priceDiscount,
            fontSize: t.fontSizes.xs,
            fontWeight: t.fontWeights.bold,
          })}
        >
          −{price.discountPercentage} %
        </span>
      ) : null}
    </p>
  );
}
