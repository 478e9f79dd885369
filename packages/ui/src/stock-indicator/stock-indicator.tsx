import { STOCK_LEVEL_DEFAULT_TEXTS, type StockLevel, stockLevel } from '@storefront/domain';

/** Props of {@link StockIndicator}. */
export interface StockIndicatorProps {
  /** False for discontinued products. */
  active: boolean;
  /** Units in stock. */
  inStockQuantity: number;
  /** Texts per level, for translation (defaults from @storefront/domain). */
  texts?: Partial<Record<StockLevel, string>>;
}

/**
 * A coloured dot and text for the stock level: discontinued, not in stock, few left (1–10), in stock (10+)
 * or (50+). The level comes from `stockLevel` in @storefront/domain; the text carries the meaning, the
 * colour only repeats it.
 */
export function StockIndicator({ active, inStockQuantity, texts }: StockIndicatorProps) {
  const level = stockLevel({ active, inStockQuantity });
  const text = texts?.[level] ?? STOCK_LEVEL_DEFAULT_TEXTS[level];
  return (
    <p
      data-level={level}
      css={(t) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: t.space[2],
        fontSize: t.fontSizes.s,
      })}
    >
      <span
        aria-hidden="true"
        css={(t) => {
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
        }}
      />
      {text}
    </p>
  );
}
