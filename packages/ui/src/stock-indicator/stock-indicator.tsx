import { useTheme } from '@emotion/react';
import { STOCK_LEVEL_DEFAULT_TEXTS, type StockLevel, stockLevel } from '@storefront/domain';
import { themedStyle } from '../theme/themed-style';

/** Props of {@link StockIndicator}. */
export interface StockIndicatorProps {
  /** False for discontinued products. */
  active: boolean;
  /** Units in stock. */
  inStockQuantity: number;
  /** Texts per level, for translation (defaults from @storefront/domain). */
  texts?: Partial<Record<StockLevel, string>>;
}

const indicatorStyle = themedStyle((t) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[2],
  fontSize: t.fontSizes.s,
}));

const dotStyle = themedStyle((t, level: StockLevel) => {
  const colour: Record<StockLevel, string> = {
    discontinued: t.colors.textMuted,
    'not-in-stock': t.colors.danger,
    'few-left': t.colors.warning,
    'in-stock-10': t.colors.success,
    'in-stock-50': t.colors.success,
  };
  return {
    width: t.sizes.dot,
    height: t.sizes.dot,
    borderRadius: t.radii.round,
    background: colour[level],
    flexShrink: 0,
  };
});

/**
 * A coloured dot and text for the stock level: discontinued, not in stock, few left (1–10), in stock (10+)
 * or (50+). The level comes from `stockLevel` in @storefront/domain; the text carries the meaning, the
 * colour only repeats it. Its styles are serialised once per theme and level (`themedStyle`): a listing shows
 * one per card.
 */
export function StockIndicator({ active, inStockQuantity, texts }: StockIndicatorProps) {
  const level = stockLevel({ active, inStockQuantity });
  const text = texts?.[level] ?? STOCK_LEVEL_DEFAULT_TEXTS[level];
  const t = useTheme();
  return (
    <p data-level={level} css={indicatorStyle(t, undefined)}>
      <span aria-hidden="true" css={dotStyle(t, level)} />
      {text}
    </p>
  );
}
