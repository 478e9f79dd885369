import type { ProductCard as ProductCardData } from '@storefront/api-client';
import type { StockLevel } from '@storefront/domain';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button, buttonVariantStyles } from '../button/button';
import { IconButton, type IconButtonProps } from '../icon-button/icon-button';
import { CartIcon } from '../icons/cart-icon';
import { ExternalLinkIcon } from '../icons/external-link-icon';
import { HeartFilledIcon } from '../icons/heart-filled-icon';
import { HeartIcon } from '../icons/heart-icon';
import { Price } from '../price/price';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { StockIndicator } from '../stock-indicator/stock-indicator';
import { Tag } from '../tag/tag';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { ProductImage } from './product-image';
import { useAddToCart } from './use-add-to-cart';

/** Texts of {@link ProductCard}, for translation. */
export interface ProductCardLabels {
  addToCart: string;
  added: string;
  contactForPrice: string;
  addFavourite: string;
  removeFavourite: string;
  bestSeller: string;
  newProduct: string;
  recommended: string;
  code: string;
  elNumber: string;
  alternativeProductNumber: string;
  quantity: string;
  imageUnavailable: string;
  newTab: string;
}

const DEFAULT_LABELS: ProductCardLabels = {
  addToCart: 'Add to cart',
  added: 'Added',
  contactForPrice: 'Contact for price',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  bestSeller: 'Best seller',
  newProduct: 'New',
  recommended: 'Recommended',
  code: 'Article no.',
  elNumber: 'EL no.',
  alternativeProductNumber: 'Alt. article no.',
  quantity: 'Quantity',
  imageUnavailable: 'Image not available',
  newTab: 'opens in a new tab',
};

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The card's data from the API. */
  product: ProductCardData;
  /** @default 'grid' */
  variant?: 'grid' | 'list';
  /** Only signed-in visitors see the price and the add-to-cart control (spec §1, §6). */
  signedIn: boolean;
  /** Show prices including VAT (decide with `showPricesInclVat` from @storefront/domain). @default false */
  inclVat?: boolean;
  /**
   * Adds `quantity` of `code` to the cart. Resolve when done (the button shows its finished state for 2.5 s
   * and the quantity returns to 1); reject on failure (the button returns to idle, quantity kept).
   */
  onAddToCart?: (code: string, quantity: number) => Promise<unknown>;
  /** Whether the product is in one of the visitor's favourites lists. @default false */
  isFavourite?: boolean;
  /** The heart was pressed (open the sign-in modal or the favourites list picker). Without it no heart shows. */
  onFavouriteClick?: (code: string) => void;
  /**
   * The heart shows but cannot be pressed yet. `'until-hydrated'`: disabled in the server-rendered page and in
   * the first client render, where a click would be lost, and enabled once effects run; only the heart renders
   * again then, not the card. @default false
   */
  favouriteDisabled?: boolean | 'until-hydrated';
  /** External project-price page that 'contact for price' opens in a new tab (products with `hidePrice`). */
  projectPriceUrl?: string;
  /** Renders the product link, e.g. a router `<Link to={href}>`; a plain anchor by default. */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
  /** Texts, for translation. */
  labels?: Partial<ProductCardLabels>;
  /** Stock texts per level, for translation. */
  stockTexts?: Partial<Record<StockLevel, string>>;
  /** Heading level of the product name, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Load the image eagerly (first row of a listing). @default false */
  priority?: boolean;
}

/**
 * A product in a grid or list: image (placeholder when it fails), name, marketing text, codes, promotion and
 * tags, stock level and a favourite heart. Signed-in visitors also get the price and a quantity stepper with
 * add-to-cart; products with `hidePrice` show 'contact for price' instead, opening the project-price page.
 */
export function ProductCard({
  product,
  variant = 'grid',
  signedIn,
  inclVat = false,
  onAddToCart,
  isFavourite = false,
  onFavouriteClick,
  favouriteDisabled = false,
  projectPriceUrl,
  renderLink = (href, children) => <a href={href}>{children}</a>,
  labels,
  stockTexts,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const list = variant === 'list';
  const maxQuantity = product.variations[0]?.maxQuantity || undefined;
  const cart = useAddToCart((quantity) => onAddToCart?.(product.code, quantity) ?? Promise.resolve());
  const tags = [
    product.bestSeller ? text.bestSeller : null,
    product.newProduct ? text.newProduct : null,
    product.recommended ? text.recommended : null,
  ].filter((tag): tag is string => tag !== null);
  const codes: [string, string | null][] = [
    [text.code, product.code],
    [text.elNumber, product.elNumber],
    [text.alternativeProductNumber, product.alternativeProductNumber],
  ];

  const raised = { position: 'relative', zIndex: 1 } as const;
  const purchase = product.hidePrice ? (
    projectPriceUrl ? (
      <a
        href={projectPriceUrl}
        target="_blank"
        rel="noopener noreferrer"
        css={(t) => ({
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
        })}
      >
        {text.contactForPrice}
        <ExternalLinkIcon size="s" />
        <VisuallyHidden> ({text.newTab})</VisuallyHidden>
      </a>
    ) : null
  ) : signedIn && product.price ? (
    <>
      <Price price={product.price} inclVat={inclVat} />
      {onAddToCart ? (
        <div
          css={(t) => ({
            ...raised,
            display: 'flex',
            flexWrap: 'wrap',
            gap: t.space[2],
            // The button below adapts to the width the card gives it, not to the window's.
            containerType: 'inline-size',
          })}
        >
          <QuantityStepper
            value={cart.quantity}
            onChange={cart.setQuantity}
            max={maxQuantity}
            label={`${text.quantity}, ${product.name}`}
            disabled={cart.status === 'loading'}
          />
          <Button
            onClick={cart.submit}
            loading={cart.status === 'loading'}
            finished={cart.status === 'finished'}
            finishedLabel={text.added}
            startIcon={<CartIcon size="s" />}
            aria-describedby={nameId}
            css={(t) => ({
              // Its own width first: it moves below the stepper rather than squeezing its text into one word
              // a line ("Add / to / cart"); then it fills the row.
              flex: '1 1 auto',
              maxWidth: '100%',
              // A narrow card (two in a row on a phone) drops the icon and tightens the padding.
              '@container (max-width: 12rem)': {
                paddingInline: t.space[2],
                fontSize: t.fontSizes.s,
                '& svg': { display: 'none' },
              },
            })}
          >
            {text.addToCart}
          </Button>
        </div>
      ) : null}
    </>
  ) : null;

  return (
    <article
      aria-labelledby={nameId}
      data-variant={variant}
      css={(t) => ({
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: list ? `minmax(6rem, 10rem) 1fr` : '1fr',
        gap: t.space[3],
        padding: t.space[3],
        border: `${t.borderWidths.thin} solid ${t.colors.border}`,
        borderRadius: t.radii.m,
        background: t.colors.surface,
        color: t.colors.text,
        [t.mq.from('tablet')]: list ? { gridTemplateColumns: '10rem 1fr auto', alignItems: 'start' } : {},
      })}
    >
      <div css={{ position: 'relative' }}>
        <ProductImage
          image={product.image}
          unavailableLabel={text.imageUnavailable}
          loading={priority ? 'eager' : 'lazy'}
        />
        {tags.length > 0 || product.promotion ? (
          <ul
            css={(t) => ({
              position: 'absolute',
              insetBlockStart: t.space[2],
              insetInlineStart: t.space[2],
              display: 'flex',
              flexWrap: 'wrap',
              gap: t.space[1],
              margin: 0,
              padding: 0,
              listStyle: 'none',
            })}
          >
            {product.promotion ? (
              <li>
                <Tag tone="promotion">{product.promotion.promotionName}</Tag>
              </li>
            ) : null}
            {tags.map((tag) => (
              <li key={tag}>
                <Tag tone="primary">{tag}</Tag>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[2], minWidth: 0 })}>
        <Heading
          id={nameId}
          css={(t) => ({
            margin: 0,
            paddingInlineEnd: onFavouriteClick && !list ? t.space[10] : 0,
            fontSize: t.fontSizes.m,
            fontWeight: t.fontWeights.bold,
            overflowWrap: 'anywhere',
            '& a': { color: 'inherit', textDecoration: 'none' },
            // One link for the whole card (the "stretched link"): a second link on the image would be a
            // duplicate tab stop. Controls sit above it (see raised below).
            '& a::after': { content: '""', position: 'absolute', inset: 0 },
            '& a:hover': { textDecoration: 'underline' },
          })}
        >
          {renderLink(product.url, product.name)}
        </Heading>
        {product.marketingText ? (
          <p css={(t) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.s })}>{product.marketingText}</p>
        ) : null}
        <dl
          css={(t) => ({
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: t.space[3],
            margin: 0,
            fontSize: t.fontSizes.xs,
            color: t.colors.textMuted,
            '& div': { display: 'flex', gap: t.space[1] },
            '& dd': { margin: 0 },
          })}
        >
          {codes.map(([label, value]) =>
            value ? (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <StockIndicator
          active={product.active}
          inStockQuantity={product.inStockQuantity}
          texts={stockTexts}
        />
        {list ? null : purchase}
      </div>
      {list && purchase ? (
        <div
          css={(t) => ({
            gridColumn: '1 / -1',
            display: 'flex',
            flexDirection: 'column',
            gap: t.space[2],
            [t.mq.from('tablet')]: { gridColumn: 'auto', minWidth: '16rem' },
          })}
        >
          {purchase}
        </div>
      ) : null}
      {onFavouriteClick ? (
        <FavouriteButton
          aria-label={isFavourite ? text.removeFavourite : text.addFavourite}
          aria-describedby={nameId}
          disabled={favouriteDisabled}
          onClick={() => onFavouriteClick(product.code)}
          css={(t) => ({
            position: 'absolute',
            zIndex: 1,
            insetBlockStart: t.space[2],
            insetInlineEnd: t.space[2],
            background: t.colors.surface,
            color: isFavourite ? t.colors.primary : t.colors.text,
          })}
        >
          {isFavourite ? <HeartFilledIcon /> : <HeartIcon />}
        </FavouriteButton>
      ) : null}
    </article>
  );
}

/** The card's heart; with `disabled="until-hydrated"` it enables itself once effects run. */
function FavouriteButton({
  disabled,
  ...props
}: Omit<IconButtonProps, 'disabled'> & { disabled: boolean | 'until-hydrated' }) {
  const [hydrated, setHydrated] = useState(false);
  const untilHydrated = disabled === 'until-hydrated';
  useEffect(() => {
    if (untilHydrated) setHydrated(true);
  }, [untilHydrated]);
  return <IconButton {...props} disabled={untilHydrated ? !hydrated : disabled} />;
}
