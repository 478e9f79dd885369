import type { CartLine } from '@storefront/api-client';
import type { CartTexts } from './cart-texts';
import { LineVariation } from './line-variation';

/** Props of {@link CartLineSummary}. */
export interface CartLineSummaryProps {
  /** A cart or order line. */
  line: CartLine;
  texts: CartTexts;
}

/**
 * A read-only line: the variation's image, name and colour, article number, quantity and the server's line price. Used by the
 * checkout's order summary and the order confirmation.
 */
export function CartLineSummary({ line, texts }: CartLineSummaryProps) {
  return (
    <li
      data-testid="summary-line"
      css={(t) => ({
        display: 'grid',
        gridTemplateColumns: `${t.space[12]} 1fr auto`,
        gap: t.space[3],
        alignItems: 'center',
        paddingBlock: t.space[2],
        borderBottom: `${t.borderWidths.thin} solid ${t.colors.border}`,
      })}
    >
      <img
        src={line.item.image.src}
        alt=""
        width={line.item.image.width}
        height={line.item.image.height}
        loading="lazy"
        css={(t) => ({ width: '100%', height: 'auto', borderRadius: t.radii.s })}
      />
      <span css={{ minWidth: 0 }}>
        <span css={(t) => ({ display: 'block', fontWeight: t.fontWeights.medium })}>{line.item.name}</span>
        <LineVariation line={line} texts={texts} />
        <span css={(t) => ({ fontSize: t.fontSizes.s, color: t.colors.textMuted })}>
          {texts.code} {line.code} · {line.quantity} × {line.price.unitPrice.formattedString}
        </span>
      </span>
      <span css={{ whiteSpace: 'nowrap' }}>{line.price.totalPriceForItems.formattedString}</span>
    </li>
  );
}
