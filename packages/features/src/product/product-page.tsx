import type { Page, ProductCard, ProductPage as ProductPageData } from '@storefront/api-client';
import { defaultVariation } from '@storefront/domain';
import { Button, Container, IconButton, type IconButtonProps, PAGE_HEADING_ID } from '@storefront/ui';
import { HeartFilledIcon, HeartIcon } from '@storefront/ui/icons';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { selectIsSignedIn } from '../customer-session';
import { useFavouriteHeart } from '../favourites';
import { ListingProductCard, useListingCardState } from '../listing';
import { Breadcrumbs } from '../navigation';
import { useHydrated } from '../shared/hooks/use-hydrated';
import { HydrateWhenVisible } from '../shell';
import { useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { useText } from '../translations';
import { VariationPickerModal } from '../variation-picker';
import { offscreenProductRow, offscreenSpecifications } from './offscreen-sections';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { productStructuredData, structuredDataJson } from './product-structured-data';
import { useViewItem } from './use-view-item';
import { VariationPicker } from './variation-picker';

/** Props of {@link ProductPage}: the registry hands every page component the page the server answered. */
export interface ProductPageProps {
  /** The product page from `api/content/page` (pageType ProductBase or ProductPage). */
  page: Page;
}

/** The shop's origin as the API wrote it into the page's canonical address ('' when there is none). */
function pageOrigin(page: Page): string {
  for (const address of [page.canonicalLink, page.openGraph.url]) {
    if (address && URL.canParse(address)) return new URL(address).origin;
  }
  return '';
}

function isProductPage(page: Page): page is ProductPageData {
  return page.pageType === 'ProductPage' || page.pageType === 'ProductBase';
}

/**
 * The product page (spec §2, §3): breadcrumbs, images with thumbnails and slider, name, brand, code,
 * el-number, short description, USPs, colour variations whose choice changes image, price and stock,
 * buying for signed-in shoppers, the favourite heart (sign-in modal when anonymous, list picker when
 * signed in), the variation picker modal (every variation with price and stock, add to cart), specifications, related and similar products, and the product's
 * structured data (JSON-LD) in the server HTML.
 */
export function ProductPage({ page }: ProductPageProps) {
  return isProductPage(page) ? <ProductDetails page={page} /> : null;
}

function ProductDetails({ page }: { page: ProductPageData }) {
  const t = useText();
  const { product } = page;
  const inclVat = useAppSelector(selectPricesInclVat);
  // The first variation in stock (else the first): the same on the server and in the browser.
  const [code, setCode] = useState(() => defaultVariation(product.variations)?.code ?? '');
  const [pickerOpen, setPickerOpen] = useState(false);
  const { isFavourite, onFavouriteClick } = useFavouriteHeart();
  const favourite = isFavourite(product.code);
  const variation = product.variations.find((v) => v.code === code) ?? defaultVariation(product.variations);
  useViewItem(product, variation, inclVat);
  const images = useMemo(
    () =>
      variation && variation.images.length > 0
        ? variation.images
        : product.images.length > 0
          ? product.images
          : [product.image],
    [variation, product.images, product.image],
  );
  // Prices are for signed-in customers only (spec §3), so the structured data offers nothing to anyone else.
  const pricesVisible = useAppSelector(selectIsSignedIn);
  const origin = pageOrigin(page);
  const jsonLd = useMemo(
    () => structuredDataJson(productStructuredData(product, { origin, pricesVisible })),
    [product, origin, pricesVisible],
  );

  return (
    <ProductFrame>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; structuredDataJson escapes '<' */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {page.breadcrumb.length > 0 && <Breadcrumbs items={page.breadcrumb} />}
      <div
        css={(th) => ({
          display: 'grid',
          gap: th.space[8],
          [th.mq.from('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
          // Wide screens: the gallery takes the larger share, the buy box stays beside it.
          [th.mq.from('desktop')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
        })}
      >
        <ProductGallery key={variation?.code ?? product.code} images={images} />
        <div css={(th) => ({ display: 'grid', gap: th.space[4], alignContent: 'start' })}>
          <div>
            {product.brand && (
              <p css={(th) => ({ margin: 0, color: th.colors.textMuted, fontWeight: th.fontWeights.medium })}>
                {product.brand}
              </p>
            )}
            <div css={(th) => ({ display: 'flex', alignItems: 'flex-start', gap: th.space[2] })}>
              <h1 id={PAGE_HEADING_ID} css={(th) => ({ flex: 1, margin: 0, fontSize: th.fontSizes['3xl'] })}>
                {product.name}
              </h1>
              <EnabledOnceHydrated
                aria-label={
                  favourite
                    ? t('product.removeFavourite', 'Remove from favourites')
                    : t('product.addFavourite', 'Add to favourites')
                }
                data-testid="product-favourite"
                onClick={() => onFavouriteClick(product.code)}
                css={(th) => ({ color: favourite ? th.colors.primary : th.colors.text })}
              >
                {favourite ? <HeartFilledIcon /> : <HeartIcon />}
              </EnabledOnceHydrated>
            </div>
            <p
              css={(th) => ({
                margin: `${th.space[1]} 0 0`,
                fontSize: th.fontSizes.s,
                color: th.colors.textMuted,
              })}
            >
              {t('product.code', 'Article no.')}{' '}
              <span data-testid="variation-code">{variation?.code ?? product.code}</span>
              {product.elNumber && (
                <>
                  {' · '}
                  {t('product.elNumber', 'EL no.')} {product.elNumber}
                </>
              )}
            </p>
          </div>
          <p css={{ margin: 0 }}>{product.shortDescription}</p>
          {product.usp.length > 0 && (
            <ul css={(th) => ({ margin: 0, paddingLeft: th.space[5], display: 'grid', gap: th.space[1] })}>
              {product.usp.map((usp) => (
                <li key={usp}>{usp}</li>
              ))}
            </ul>
          )}
          {product.variations.length > 0 && (
            <VariationPicker
              variations={product.variations}
              value={variation?.code ?? ''}
              onChange={setCode}
            />
          )}
          {product.variations.length > 1 && (
            <div>
              <Button variant="secondary" size="s" onClick={() => setPickerOpen(true)}>
                {t('variationPicker.open', 'Compare variations')}
              </Button>
              <VariationPickerModal
                open={pickerOpen}
                onOpenChange={setPickerOpen}
                product={product}
                initialCode={variation?.code ?? ''}
                onChoose={setCode}
              />
            </div>
          )}
          {variation && <ProductPurchase product={product} variation={variation} />}
        </div>
      </div>
      {product.specifications.length > 0 && (
        <section
          aria-labelledby="product-specifications"
          data-testid="product-specifications"
          css={(th) => offscreenSpecifications(th, product.specifications.length)}
        >
          <h2 id="product-specifications" css={(th) => ({ fontSize: th.fontSizes.xl })}>
            {t('product.specifications', 'Specifications')}
          </h2>
          {/* A full-width table of name and value rows, in two columns where there is room. The rows' styles
              hang on the list: one styled element instead of three per row to hydrate (issue 24). */}
          <dl
            css={(th) => ({
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
              columnGap: th.space[8],
              margin: 0,
              '& > div': {
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                gap: th.space[4],
                padding: `${th.space[2]} 0`,
                borderBottom: `${th.borderWidths.thin} solid ${th.colors.border}`,
                overflowWrap: 'anywhere',
              },
              '& dt': { fontWeight: th.fontWeights.medium },
              '& dd': { margin: 0 },
            })}
          >
            {product.specifications.map((row) => (
              <div key={row.name}>
                <dt>{row.name}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ProductRow
        title={t('product.related', 'Related products')}
        products={product.relatedProducts}
        testId="related-products"
      />
      <ProductRow
        title={t('product.similar', 'Similar products')}
        products={product.similarProducts}
        testId="similar-products"
      />
    </ProductFrame>
  );
}

/**
 * The page's outer element, marked `data-hydrated` once effects run (browser tests wait for it). Only this
 * frame re-renders when the mark flips: its children are the same elements, so the page is not rendered again
 * right after hydration.
 */
function ProductFrame({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Container
      as="article"
      width="screen"
      gutter={4}
      paddingBlock={[4, 12]}
      gap={6}
      css={oneColumn}
      data-testid="product-page"
      data-hydrated={hydrated}
    >
      {children}
    </Container>
  );
}

// One column that may shrink below its content (a long breadcrumb trail, a specification value), so the page
// never grows wider than a phone's screen; the sections below the buy box span all of it.
const oneColumn = { gridTemplateColumns: 'minmax(0, 1fr)' } as const;

/**
 * The favourite heart, not clickable-looking before hydration, when a click would be lost (issue 23 item 9);
 * only the button renders again when it becomes clickable.
 */
function EnabledOnceHydrated(props: Omit<IconButtonProps, 'disabled'>) {
  const hydrated = useHydrated();
  return <IconButton {...props} disabled={!hydrated} />;
}

/**
 * A row of related or similar products, below the buy box and the specifications on every screen: its cards
 * hydrate when they come near the viewport or are used (issue 24), as the listing's cards beyond the first
 * rows do; the server HTML is the same. Memoised, so a variation change above does not reach the waiting cards.
 */
const ProductRow = memo(function ProductRow({
  title,
  products,
  testId,
}: {
  title: string;
  products: ProductCard[];
  testId: string;
}) {
  const cardState = useListingCardState();
  if (products.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId} css={(th) => offscreenProductRow(th, products.length)}>
      <h2 css={(th) => ({ fontSize: th.fontSizes.xl })}>{title}</h2>
      <ul
        css={(th) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: th.space[4],
          // The cards share the full width of the page rather than a left-aligned strip: two on a phone, as
          // many as fit at 14rem or more on wider screens. A wide card's image keeps a sensible height.
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
          [th.mq.from('tablet')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' },
          '& img': { maxHeight: '18rem' },
        })}
      >
        {products.map((product) => (
          <RowCard key={product.code} product={product} cardState={cardState} />
        ))}
      </ul>
    </section>
  );
});

/** One card of a row, as its `<li>`; the same element while its product and the state it reads stay. */
const RowCard = memo(function RowCard({
  product,
  cardState,
}: {
  product: ProductCard;
  cardState: readonly unknown[];
}) {
  return (
    <HydrateWhenVisible as="li" watch={cardState}>
      <ListingProductCard product={product} view="grid" />
    </HydrateWhenVisible>
  );
});
