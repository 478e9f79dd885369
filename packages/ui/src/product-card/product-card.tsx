import { useTheme } from '@emotion/react';
import type { ProductCardSummary } from '@storefront/api-client';
import { priceAudience, priceDisplay, type StockLevel } from '@storefront/domain';
import { type ReactNode, useId } from 'react';
import { themedStyle } from '../theme/themed-style';
import { ProductCardFavourite } from './product-card-favourite';
import { ProductCardImage } from './product-card-image';
import { DEFAULT_PRODUCT_CARD_LABELS, type ProductCardLabels } from './product-card-labels';
import { ProductCardMeta } from './product-card-meta';
import { ProductCardPurchase } from './product-card-purchase';
import { ProductCardTitle } from './product-card-title';
import { useAddToCart } from './use-add-to-cart';

export type { ProductCardLabels } from './product-card-labels';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The card's data from the API (a whole card, or the summary a list holds). */
  product: ProductCardSummary;
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

const cardStyle = themedStyle((t, list: boolean) => ({
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
}));

const bodyStyle = themedStyle((t) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[2],
  minWidth: 0,
}));

const defaultRenderLink = (href: string, children: ReactNode) => <a href={href}>{children}</a>;

/**
 * A product in a grid or list, put together from its parts: image (placeholder when it fails) with promotion
 * and tags, title, meta (marketing text, codes, stock level), purchase and a favourite heart. What the
 * purchase part shows is `priceDisplay` of @storefront/domain: signed-in visitors get the price and a quantity
 * stepper with add-to-cart; products with `hidePrice` show 'contact for price', opening the project-price page.
 * The styles are serialised once per theme (see `themedStyle`), not per card per render.
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
  renderLink = defaultRenderLink,
  labels,
  stockTexts,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const t = useTheme();
  const text = labels ? { ...DEFAULT_PRODUCT_CARD_LABELS, ...labels } : DEFAULT_PRODUCT_CARD_LABELS;
  const nameId = useId();
  const list = variant === 'list';
  // The add-to-cart state lives here, not in the purchase part, so switching grid and list keeps it.
  const cart = useAddToCart((quantity) => onAddToCart?.(product.code, quantity) ?? Promise.resolve());
  const display = priceDisplay(product, priceAudience(signedIn), inclVat);
  const tags = [
    product.bestSeller ? text.bestSeller : null,
    product.newProduct ? text.newProduct : null,
    product.recommended ? text.recommended : null,
  ].filter((tag): tag is string => tag !== null);
  const purchase = (
    <ProductCardPurchase
      display={display}
      productName={product.name}
      nameId={nameId}
      cart={onAddToCart ? cart : null}
      maxQuantity={product.variations[0]?.maxQuantity || undefined}
      projectPriceUrl={projectPriceUrl}
      labels={text}
      column={list}
    />
  );

  return (
    <article aria-labelledby={nameId} data-variant={variant} css={cardStyle(t, list)}>
      <ProductCardImage
        image={product.image}
        promotionName={product.promotion ? product.promotion.promotionName : null}
        tags={tags}
        unavailableLabel={text.imageUnavailable}
        priority={priority}
      />
      <div css={bodyStyle(t, undefined)}>
        <ProductCardTitle
          id={nameId}
          level={headingLevel}
          name={product.name}
          href={product.url}
          renderLink={renderLink}
          roomForHeart={Boolean(onFavouriteClick) && !list}
        />
        <ProductCardMeta
          marketingText={product.marketingText}
          codes={[
            [text.code, product.code],
            [text.elNumber, product.elNumber],
            [text.alternativeProductNumber, product.alternativeProductNumber],
          ]}
          active={product.active}
          inStockQuantity={product.inStockQuantity}
          stockTexts={stockTexts}
        />
        {list ? null : purchase}
      </div>
      {list ? purchase : null}
      {onFavouriteClick ? (
        <ProductCardFavourite
          isFavourite={isFavourite}
          addLabel={text.addFavourite}
          removeLabel={text.removeFavourite}
          aria-describedby={nameId}
          disabled={favouriteDisabled}
          onClick={() => onFavouriteClick(product.code)}
        />
      ) : null}
    </article>
  );
}
