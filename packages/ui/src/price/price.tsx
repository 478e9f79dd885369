import { useTheme } from '@emotion/react';
import type { Price as PriceData } from '@storefront/api-client';
import { PRICE_DISPLAY_TEXTS, type PriceDisplay } from '@storefront/domain';
import { themedStyle } from '../theme/themed-style';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/**
 * What {@link Price} draws: the `price` answer of `priceDisplay` (@storefront/domain), which has already chosen
 * the VAT mode and decided whether this is a sale. The rule lives there, once; this only draws it.
 */
export type ShownPrice = Pick<
  Extract<PriceDisplay<PriceData>, { kind: 'price' }>,
  'current' | 'regular' | 'onSale' | 'discountPercentage' | 'vatText'
>;

/** Props of {@link Price}. */
export interface PriceProps {
  /** The price to draw: `priceDisplay(...)` when its `kind` is `'price'`. */
  display: ShownPrice;
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
  inclVat: PRICE_DISPLAY_TEXTS.inclVat.defaultText,
  exclVat: PRICE_DISPLAY_TEXTS.exclVat.defaultText,
  regularPrice: 'Regular price',
  salePrice: 'Now',
};

const SIZE = { s: 's', m: 'l', l: '2xl' } as const;

// Serialised once per theme (and size and sale), not per render: a listing draws 24 of these (issue 24).
const rootStyle = themedStyle((t) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: t.space[2],
}));

const currentStyle = themedStyle((t, variant: `${'s' | 'm' | 'l'}-${'sale' | 'regular'}`) => {
  const [size, kind] = variant.split('-') as ['s' | 'm' | 'l', 'sale' | 'regular'];
  return {
    fontSize: t.fontSizes[SIZE[size]],
    fontWeight: t.fontWeights.bold,
    color: kind === 'sale' ? t.colors.priceDiscount : t.colors.text,
    fontVariantNumeric: 'tabular-nums',
  };
});

const regularStyle = themedStyle((t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.s }));

const vatStyle = themedStyle((t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.xs }));

const discountStyle = themedStyle((t) => ({
  color: t.colors.priceDiscount,
  fontSize: t.fontSizes.xs,
  fontWeight: t.fontWeights.bold,
}));

/**
 * A price as `priceDisplay` chose it, with the server's formatted text. A sale shows the current price in the
 * discount colour and the regular price struck through.
 */
export function Price({ display, size = 'm', labels }: PriceProps) {
  const t = useTheme();
  const text = labels ? { ...DEFAULT_LABELS, ...labels } : DEFAULT_LABELS;
  const { current, regular, onSale, discountPercentage, vatText } = display;
  return (
    <p css={rootStyle(t, undefined)}>
      <span data-part="current-price" css={currentStyle(t, `${size}-${onSale ? 'sale' : 'regular'}`)}>
        {onSale ? <VisuallyHidden>{text.salePrice} </VisuallyHidden> : null}
        {current.formattedString}
      </span>
      {onSale ? (
        <s data-part="regular-price" css={regularStyle(t, undefined)}>
          <VisuallyHidden>{text.regularPrice} </VisuallyHidden>
          {regular.formattedString}
        </s>
      ) : null}
      <span css={vatStyle(t, undefined)}>{text[vatText]}</span>
      {discountPercentage === null ? null : (
        <span css={discountStyle(t, undefined)}>−{discountPercentage} %</span>
      )}
    </p>
  );
}
