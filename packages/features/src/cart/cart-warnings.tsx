import type { CartTexts } from './cart-texts';

/** Props of {@link CartWarnings}. */
export interface CartWarningsProps {
  outOfStock: boolean;
  notActive: boolean;
  texts: CartTexts;
}

/** The cart warnings of spec §8: lines short on stock, inactive lines. Nothing when neither applies. */
export function CartWarnings({ outOfStock, notActive, texts }: CartWarningsProps) {
  if (!outOfStock && !notActive) return null;
  return (
    <div
      role="alert"
      data-testid="cart-warnings"
      css={(t) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: t.space[2],
        padding: t.space[4],
        border: `${t.borderWidths.thin} solid ${t.colors.danger}`,
        borderRadius: t.radii.m,
        color: t.colors.danger,
        background: t.colors.surface,
      })}
    >
      {outOfStock ? <p css={{ margin: 0 }}>{texts.warningOutOfStock}</p> : null}
      {notActive ? <p css={{ margin: 0 }}>{texts.warningNotActive}</p> : null}
    </div>
  );
}
