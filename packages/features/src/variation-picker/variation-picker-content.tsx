import {
  PRICE_DISPLAY_TEXTS,
  PURCHASE_BLOCK_TEXTS,
  priceAudience,
  priceDisplay,
  purchaseBlock,
  stockLevelTexts,
} from '@storefront/domain';
import { Button, Cluster, Price, Stack, StockIndicator } from '@storefront/ui';
import { useId, useRef, useState } from 'react';
import { addToCart } from '../cart';
import { selectIsSignedIn } from '../customer-session';
import { useKeepFocus } from '../shared/hooks/use-keep-focus';
import { PurchaseQuantityStepper } from '../shared/purchase-quantity-stepper';
import { VariationThumbnail } from '../shared/variation-thumbnail';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { useText } from '../translations';
import type { VariationPickerProduct } from './variation-picker-modal';

/** Props of {@link VariationPickerContent}. */
export interface VariationPickerContentProps {
  product: VariationPickerProduct;
  initialCode: string;
  initialQuantity: number;
  onChoose: ((code: string) => void) | undefined;
  onAdded: (code: string, quantity: number) => void;
}

/**
 * The body of the variation picker modal: one radio per variation with its thumbnail, colour, article
 * number, price (signed in, unless hidden) and stock; then quantity and add to cart for the chosen one.
 * Anonymous shoppers see the stock only, as on the product page.
 */
export function VariationPickerContent({
  product,
  initialCode,
  initialQuantity,
  onChoose,
  onAdded,
}: VariationPickerContentProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const inclVat = useAppSelector(selectPricesInclVat);
  const [code, setCode] = useState(initialCode);
  const [quantity, setQuantity] = useState(initialQuantity);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useKeepFocus(rootRef);
  const chosen = product.variations.find((variation) => variation.code === code) ?? product.variations[0];
  const stockTexts = stockLevelTexts(t);
  const blockedId = useId();
  const blocked = chosen
    ? purchaseBlock({
        active: product.active,
        isBuyable: chosen.isBuyable,
        stockQuantity: chosen.stock.stockQuantity,
      })
    : null;

  const add = async () => {
    if (!chosen || adding) return;
    setAdding(true);
    setError(null);
    const result = await dispatch(addToCart({ code: chosen.code, quantity }));
    setAdding(false);
    if (addToCart.fulfilled.match(result)) onAdded(chosen.code, quantity);
    else setError(t('variationPicker.addFailed', 'Could not add to cart. Please try again.'));
  };

  // The price rule of @storefront/domain decides, for the chosen variation and for each row.
  const audience = priceAudience(signedIn);
  const display = priceDisplay({ hidePrice: product.hidePrice, price: chosen?.price }, audience, inclVat);
  return (
    <div ref={rootRef} data-testid="variation-picker" css={(th) => ({ display: 'grid', gap: th.space[4] })}>
      <fieldset css={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
        <legend css={(th) => ({ padding: 0, marginBottom: th.space[2], fontWeight: th.fontWeights.medium })}>
          {product.name}
        </legend>
        <Stack gap={2}>
          {product.variations.map((variation) => {
            const checked = variation.code === chosen?.code;
            const shown = priceDisplay(
              { hidePrice: product.hidePrice, price: variation.price },
              audience,
              inclVat,
            );
            return (
              <label
                key={variation.code}
                data-testid="variation-picker-option"
                data-code={variation.code}
                css={(th) => ({
                  display: 'grid',
                  gridTemplateColumns: `${th.space[12]} 1fr auto`,
                  alignItems: 'center',
                  gap: th.space[3],
                  padding: th.space[2],
                  border: `${th.borderWidths.thick} solid ${checked ? th.colors.primary : th.colors.border}`,
                  borderRadius: th.radii.m,
                  cursor: 'pointer',
                  '&:focus-within': { outline: `${th.borderWidths.focus} solid ${th.colors.focus}` },
                })}
              >
                <input
                  type="radio"
                  name={name}
                  value={variation.code}
                  checked={checked}
                  onChange={() => {
                    setCode(variation.code);
                    setError(null);
                    onChoose?.(variation.code);
                  }}
                  css={{ position: 'absolute', opacity: 0, pointerEvents: 'none' }}
                />
                <VariationThumbnail image={variation.thumbnail} />
                <span css={(th) => ({ display: 'grid', gap: th.space[1], minWidth: 0 })}>
                  <span css={(th) => ({ fontWeight: th.fontWeights.medium })}>{variation.color.name}</span>
                  <span css={(th) => ({ fontSize: th.fontSizes.xs, color: th.colors.textMuted })}>
                    {t('product.code', 'Article no.')} {variation.code}
                  </span>
                  <StockIndicator
                    active={product.active}
                    inStockQuantity={variation.stock.stockQuantity}
                    texts={stockTexts}
                  />
                </span>
                {shown.kind === 'price' ? <Price display={shown} /> : <span />}
              </label>
            );
          })}
        </Stack>
      </fieldset>
      {display.canBuy && chosen ? (
        <Cluster gap={3}>
          <PurchaseQuantityStepper
            value={quantity}
            onChange={setQuantity}
            maxQuantity={chosen.maxQuantity}
            t={t}
          />
          <Button
            onClick={add}
            loading={adding}
            disabled={blocked !== null}
            aria-describedby={blocked ? blockedId : undefined}
          >
            {t('product.addToCart', 'Add to cart')}
          </Button>
          {blocked ? (
            <p
              id={blockedId}
              data-testid="add-to-cart-blocked"
              css={(th) => ({ margin: 0, flexBasis: '100%', color: th.colors.textMuted })}
            >
              {t(PURCHASE_BLOCK_TEXTS[blocked].textKey, PURCHASE_BLOCK_TEXTS[blocked].defaultText)}
            </p>
          ) : null}
        </Cluster>
      ) : display.kind !== 'contact-for-price' ? (
        <p css={(th) => ({ margin: 0, color: th.colors.textMuted })}>
          {t(PRICE_DISPLAY_TEXTS.signInForPrice.textKey, PRICE_DISPLAY_TEXTS.signInForPrice.defaultText)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" css={(th) => ({ margin: 0, color: th.colors.danger })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
