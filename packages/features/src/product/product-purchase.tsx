import type { Product, Variation } from '@storefront/api-client';
import {
  ADD_TO_CART_RESET_MS,
  PRICE_DISPLAY_TEXTS,
  PURCHASE_BLOCK_TEXTS,
  priceAudience,
  priceDisplay,
  purchaseBlock,
  stockLevelTexts,
} from '@storefront/domain';
import { Button, Cluster, Price, Stack, StockIndicator } from '@storefront/ui';
import { useEffect, useId, useState } from 'react';
import { addToCart } from '../cart';
import { selectIsSignedIn } from '../customer-session';
import { PurchaseQuantityStepper } from '../shared/purchase-quantity-stepper';
import { WarmPendingStyles } from '../shared/warm-pending-styles';
import { selectGlobalContent } from '../shell';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { useText } from '../translations';

/** Props of {@link ProductPurchase}. */
export interface ProductPurchaseProps {
  /** The product. */
  product: Product;
  /** The chosen variation. */
  variation: Variation;
}

/**
 * Price, promotion, stock and buying for the chosen variation: signed-in shoppers see the price (incl. or
 * excl. VAT by settings) with a quantity stepper and add to cart; a hidePrice product shows 'contact for
 * price' instead; anonymous shoppers see the stock only.
 */
export function ProductPurchase({ product, variation }: ProductPurchaseProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const inclVat = useAppSelector(selectPricesInclVat);
  const globalContent = useAppSelector(selectGlobalContent);
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState<'idle' | 'loading' | 'finished'>('idle');
  const blockedId = useId();
  // Contact for price, sign in to see prices, or the price and buying: the rule of @storefront/domain.
  const display = priceDisplay(
    { hidePrice: product.hidePrice, price: variation.price },
    priceAudience(signedIn),
    inclVat,
  );
  // Discontinued, unbuyable or not in stock: the button is disabled and the reason is shown beside it.
  const blocked = purchaseBlock({
    active: product.active,
    isBuyable: variation.isBuyable,
    stockQuantity: variation.stock.stockQuantity,
  });

  useEffect(() => {
    if (status !== 'finished') return;
    const timer = setTimeout(() => setStatus('idle'), ADD_TO_CART_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const add = async () => {
    setStatus('loading');
    const result = await dispatch(addToCart({ code: variation.code, quantity }));
    setQuantity(1);
    setStatus(addToCart.fulfilled.match(result) ? 'finished' : 'idle');
  };

  return (
    <Stack gap={3}>
      <div data-testid="variation-stock">
        <StockIndicator
          active={product.active}
          inStockQuantity={variation.stock.stockQuantity}
          texts={stockLevelTexts(t)}
        />
        {variation.stock.salesStartFormatted && (
          <p css={(th) => ({ margin: 0, fontSize: th.fontSizes.s, color: th.colors.textMuted })}>
            {t('product.salesStart', 'On sale from {date}').replace(
              '{date}',
              variation.stock.salesStartFormatted,
            )}
          </p>
        )}
      </div>
      {variation.promotion && (
        <p css={(th) => ({ margin: 0, color: th.colors.priceDiscount, fontWeight: th.fontWeights.semibold })}>
          {variation.promotion.promotionName}
        </p>
      )}
      {display.kind === 'contact-for-price' ? (
        <Button
          variant="secondary"
          onClick={() => {
            const url = globalContent?.supportPage?.url;
            if (url) window.open(url, '_blank', 'noopener');
          }}
        >
          {t(PRICE_DISPLAY_TEXTS.contactForPrice.textKey, PRICE_DISPLAY_TEXTS.contactForPrice.defaultText)}
        </Button>
      ) : display.canBuy ? (
        <>
          {/* Pending (no price) only until the answer for the new sign-in arrives. */}
          {display.kind === 'price' && <Price display={display} size="l" />}
          <Cluster gap={3}>
            <PurchaseQuantityStepper
              value={quantity}
              onChange={setQuantity}
              maxQuantity={variation.maxQuantity}
              t={t}
            />
            <Button
              onClick={add}
              loading={status === 'loading'}
              finished={status === 'finished'}
              finishedLabel={t('product.added', 'Added to cart')}
              disabled={blocked !== null}
              aria-describedby={blocked ? blockedId : undefined}
              data-testid="add-to-cart"
            >
              {t('product.addToCart', 'Add to cart')}
            </Button>
          </Cluster>
          <WarmPendingStyles />
          {blocked ? (
            <p
              id={blockedId}
              data-testid="add-to-cart-blocked"
              css={(th) => ({ margin: 0, color: th.colors.textMuted })}
            >
              {t(PURCHASE_BLOCK_TEXTS[blocked].textKey, PURCHASE_BLOCK_TEXTS[blocked].defaultText)}
            </p>
          ) : null}
        </>
      ) : (
        <p css={(th) => ({ margin: 0, color: th.colors.textMuted })}>
          {t(PRICE_DISPLAY_TEXTS.signInForPrice.textKey, PRICE_DISPLAY_TEXTS.signInForPrice.defaultText)}
        </p>
      )}
    </Stack>
  );
}
