import type { CartLine } from '@storefront/api-client';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, lineStockWarningText } from '@storefront/domain';
import { Button, QuantityStepper, StockIndicator, VisuallyHidden } from '@storefront/ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useKeepFocus } from '../shared/hooks/use-keep-focus';
import type { CartTexts } from './cart-texts';
import { LineVariation } from './line-variation';

/** Props of {@link CartLineRow}. */
export interface CartLineRowProps {
  line: CartLine;
  texts: CartTexts;
  /** The quantity shown in the stepper: the line's own, or a draft the shopper has not sent yet. */
  quantity?: number;
  /** A new quantity from the stepper (0-999). */
  onQuantityChange: (code: string, quantity: number) => void;
  /** The remove button. */
  onRemove: (code: string) => void;
  /** Disables the controls while a cart call runs. @default false */
  disabled?: boolean;
  /** Smaller layout for the mini cart: no unit price, smaller image. @default false */
  compact?: boolean;
}

/**
 * One cart line: image, name, article and EL number, stock state, quantity stepper (0-999), unit and
 * line price, remove button, and a warning when the line is short on stock or no longer sold. While a
 * cart call disables the controls, keyboard focus stays with the control that was used.
 * Prices are the server's formatted texts; nothing is computed here.
 */
export function CartLineRow({
  line,
  texts,
  quantity = line.quantity,
  onQuantityChange,
  onRemove,
  disabled = false,
  compact = false,
}: CartLineRowProps) {
  const { item } = line;
  // One rule for every line: 0 in stock says so, fewer than ordered names the number (never "Only 0").
  const stockWarning = lineStockWarningText(line, texts.lineStockWarnings);
  // The controls are disabled while a cart call runs; focus comes back to the one the shopper used.
  const rowRef = useRef<HTMLLIElement>(null);
  useKeepFocus(rowRef);
  return (
    <li
      ref={rowRef}
      data-testid="cart-line"
      data-code={line.code}
      css={(t) => ({
        display: 'grid',
        gridTemplateColumns: compact ? `${t.space[16]} 1fr` : `${t.space[24]} 1fr`,
        gap: t.space[4],
        paddingBlock: t.space[4],
        borderBottom: `${t.borderWidths.thin} solid ${t.colors.border}`,
        listStyle: 'none',
      })}
    >
      <img
        src={item.image.src}
        alt={item.image.alt}
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        css={(t) => ({
          width: '100%',
          height: 'auto',
          borderRadius: t.radii.s,
          background: t.colors.surfaceMuted,
        })}
      />
      <div css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[2], minWidth: 0 })}>
        <div css={(t) => ({ display: 'flex', justifyContent: 'space-between', gap: t.space[4] })}>
          <div css={{ minWidth: 0 }}>
            <Link
              to={item.url}
              css={(t) => ({
                color: t.colors.text,
                fontWeight: t.fontWeights.medium,
                overflowWrap: 'anywhere',
              })}
            >
              {item.name}
            </Link>
            <LineVariation line={line} texts={texts} />
            <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.s, color: t.colors.textMuted })}>
              {texts.code} {line.code}
              {line.elNumber ? ` · ${texts.elNumber} ${line.elNumber}` : null}
            </p>
          </div>
          <p css={(t) => ({ margin: 0, fontWeight: t.fontWeights.bold, whiteSpace: 'nowrap' })}>
            <VisuallyHidden>{texts.linePrice} </VisuallyHidden>
            {line.price.totalPriceForItems.formattedString}
          </p>
        </div>
        <StockIndicator
          active={line.active}
          inStockQuantity={line.inStockQuantity}
          texts={texts.stockLevels}
        />
        {stockWarning ? (
          <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger, fontSize: t.fontSizes.s })}>
            {stockWarning}
          </p>
        ) : null}
        <div
          css={(t) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: t.space[3],
          })}
        >
          <QuantityStepper
            value={quantity}
            min={CART_QUANTITY_MIN}
            max={CART_QUANTITY_MAX}
            label={`${texts.quantityOf} ${item.name}`}
            decrementLabel={`${texts.decrease} ${item.name}`}
            incrementLabel={`${texts.increase} ${item.name}`}
            disabled={disabled}
            onChange={(next) => onQuantityChange(line.code, next)}
          />
          {compact ? null : (
            <span css={(t) => ({ fontSize: t.fontSizes.s, color: t.colors.textMuted })}>
              {texts.unitPrice} {line.price.unitPrice.formattedString}
            </span>
          )}
          <Button
            variant="ghost"
            size="s"
            disabled={disabled}
            aria-label={`${texts.removeLine} ${item.name}`}
            onClick={() => onRemove(line.code)}
          >
            {texts.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
