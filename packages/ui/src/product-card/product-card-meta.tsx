import { useTheme } from '@emotion/react';
import type { StockLevel } from '@storefront/domain';
import { StockIndicator } from '../stock-indicator/stock-indicator';
import { themedStyle } from '../theme/themed-style';

/** Props of {@link ProductCardMeta}. */
export interface ProductCardMetaProps {
  marketingText?: string | null;
  /** Label and value of each code (article, EL and alternative number); codes without a value are left out. */
  codes: readonly (readonly [label: string, value: string | null | undefined])[];
  /** False for discontinued products. */
  active: boolean;
  inStockQuantity: number;
  /** Stock texts per level, for translation. */
  stockTexts?: Partial<Record<StockLevel, string>> | undefined;
}

const marketingStyle = themedStyle((t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.s }));

const codesStyle = themedStyle((t) => ({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: t.space[3],
  margin: 0,
  fontSize: t.fontSizes.xs,
  color: t.colors.textMuted,
  '& div': { display: 'flex', gap: t.space[1] },
  '& dd': { margin: 0 },
}));

/** The card's meta part: marketing text, the product's codes and its stock level. */
export function ProductCardMeta({
  marketingText,
  codes,
  active,
  inStockQuantity,
  stockTexts,
}: ProductCardMetaProps) {
  const t = useTheme();
  return (
    <>
      {marketingText ? <p css={marketingStyle(t, undefined)}>{marketingText}</p> : null}
      <dl css={codesStyle(t, undefined)}>
        {codes.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <StockIndicator active={active} inStockQuantity={inStockQuantity} texts={stockTexts} />
    </>
  );
}
