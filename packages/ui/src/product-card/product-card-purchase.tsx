import { useTheme } from '@emotion/react';
import type { Price as PriceData } from '@storefront/api-client';
import type { PriceDisplay } from '@storefront/domain';
import { Button, buttonVariantStyles } from '../button/button';
import { CartIcon } from '../icons/cart-icon';
import { ExternalLinkIcon } from '../icons/external-link-icon';
import { Price } from '../price/price';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { themedStyle } from '../theme/themed-style';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import type { ProductCardLabels } from './product-card-labels';
import type { AddToCartStatus } from './use-add-to-cart';

/** The add-to-cart state the card holds (see `useAddToCart`): it outlives a switch between grid and list. */
export interface ProductCardCart {
  status: AddToCartStatus;
  quantity: number;
  setQuantity: (quantity: number) => void;
  submit: () => void;
}

/** Props of {@link ProductCardPurchase}. */
export interface ProductCardPurchaseProps {
  /** What the price rule of @storefront/domain says this card shows. */
  display: PriceDisplay<PriceData>;
  /** The product's name, for the quantity's label. */
  productName: string;
  /** Id of the card's heading, which describes the add-to-cart button. */
  nameId: string;
  /** Without it the card shows the price but no stepper or button. */
  cart: ProductCardCart | null;
  /** Largest quantity one order may hold, if limited. */
  maxQuantity: number | undefined;
  /** External project-price page that 'contact for price' opens; without it nothing shows for such products. */
  projectPriceUrl: string | undefined;
  labels: Pick<ProductCardLabels, 'addToCart' | 'added' | 'contactForPrice' | 'quantity' | 'newTab'>;
  /** A list row puts the purchase in a column of its own. @default false */
  column?: boolean;
}

/**
 * Whether a card shows anything in its purchase part: a customer's price, or 'contact for price' when there is
 * a page to open. An anonymous visitor's card, and a customer's card whose price is still on its way, show no
 * purchase part (the product page asks them to sign in instead).
 */
export function showsPurchase(display: PriceDisplay<PriceData>, projectPriceUrl: string | undefined) {
  return display.kind === 'price' || (display.kind === 'contact-for-price' && Boolean(projectPriceUrl));
}

// Controls sit above the card's stretched link (see the title), so pressing them does not open the product.
const raised = { position: 'relative', zIndex: 1 } as const;

const contactStyle = themedStyle((t) => ({
  ...raised,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: t.space[2],
  minHeight: t.sizes.control.m,
  paddingInline: t.space[4],
  border: `${t.borderWidths.thin} solid`,
  borderRadius: t.radii.s,
  fontWeight: t.fontWeights.medium,
  textDecoration: 'none',
  ...buttonVariantStyles(t, 'secondary'),
}));

const controlsStyle = themedStyle((t) => ({
  ...raised,
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[2],
  // The button below adapts to the width the card gives it, not to the window's.
  containerType: 'inline-size',
}));

const addButtonStyle = themedStyle((t) => ({
  // Its own width first: it moves below the stepper rather than squeezing its text into one word a line
  // ("Add / to / cart"); then it fills the row.
  flex: '1 1 auto',
  maxWidth: '100%',
  // A narrow card (two in a row on a phone) drops the icon and tightens the padding.
  '@container (max-width: 12rem)': {
    paddingInline: t.space[2],
    fontSize: t.fontSizes.s,
    '& svg': { display: 'none' },
  },
}));

const columnStyle = themedStyle((t) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[2],
  [t.mq.from('tablet')]: { gridColumn: 'auto', minWidth: '16rem' },
}));

/**
 * The card's purchase part, driven by `priceDisplay`: 'contact for price' (a link to the project-price page,
 * in a new tab) for a product whose price is on request; for a customer the price, incl. or excl. VAT, and a
 * quantity stepper with add-to-cart; nothing otherwise.
 */
export function ProductCardPurchase({
  display,
  productName,
  nameId,
  cart,
  maxQuantity,
  projectPriceUrl,
  labels,
  column = false,
}: ProductCardPurchaseProps) {
  const t = useTheme();
  if (!showsPurchase(display, projectPriceUrl)) return null;
  const content =
    display.kind === 'price' ? (
      <>
        <Price display={display} />
        {cart ? (
          <div css={controlsStyle(t, undefined)}>
            <QuantityStepper
              value={cart.quantity}
              onChange={cart.setQuantity}
              max={maxQuantity}
              label={`${labels.quantity}, ${productName}`}
              disabled={cart.status === 'loading'}
            />
            <Button
              onClick={cart.submit}
              loading={cart.status === 'loading'}
              finished={cart.status === 'finished'}
              finishedLabel={labels.added}
              startIcon={<CartIcon size="s" />}
              aria-describedby={nameId}
              css={addButtonStyle(t, undefined)}
            >
              {labels.addToCart}
            </Button>
          </div>
        ) : null}
      </>
    ) : (
      <a href={projectPriceUrl} target="_blank" rel="noopener noreferrer" css={contactStyle(t, undefined)}>
        {labels.contactForPrice}
        <ExternalLinkIcon size="s" />
        <VisuallyHidden> ({labels.newTab})</VisuallyHidden>
      </a>
    );
  return column ? <div css={columnStyle(t, undefined)}>{content}</div> : content;
}
