import { z } from 'zod';
import { imageSchema, linkSchema } from './media';
import { orderSchema } from './order';
import { productCardSchema, productSchema } from './product';
import { languageSchema } from './site';

/** Every page type the server may answer (spec §2). */
export const PAGE_TYPES = [
  'StartPage',
  'StandardPage',
  'InspirationPage',
  'ProductBase',
  'ProductPage',
  'QuickOrderPage',
  'BlockPreviewPage',
  'CategoryBase',
  'CategoryPage',
  'CartPage',
  'CheckoutPage',
  'OrderConfirmationPage',
  'InformationPage',
  'SearchPage',
  'StorybookPage',
  'StorefrontPage',
  'AccountPage',
  'ForgotPasswordPage',
  'FdvPage',
  'NotFoundPage',
  'ErrorPage',
  'CampaignPage',
] as const;
/** A page type. */
export const pageTypeSchema = z.enum(PAGE_TYPES);
/** A page type. */
export type PageType = z.infer<typeof pageTypeSchema>;

/** Page types that carry a product. */
export const PRODUCT_PAGE_TYPES = ['ProductBase', 'ProductPage'] as const;
/** Page types that carry category data. */
export const CATEGORY_PAGE_TYPES = ['CategoryBase', 'CategoryPage'] as const;
/** Page types with only the common fields. */
export const CONTENT_PAGE_TYPES = PAGE_TYPES.filter(
  (
    type,
  ): type is Exclude<
    PageType,
    (typeof PRODUCT_PAGE_TYPES | typeof CATEGORY_PAGE_TYPES)[number] | 'OrderConfirmationPage'
  > =>
    !(PRODUCT_PAGE_TYPES as readonly string[]).includes(type) &&
    !(CATEGORY_PAGE_TYPES as readonly string[]).includes(type) &&
    type !== 'OrderConfirmationPage',
);

/** One breadcrumb step. */
export const breadcrumbItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  href: z.string(),
});
/** A breadcrumb step: id, text, href. */
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;

/** The same page in another language (rendered as `<link rel="alternate" hreflang>`). */
export const alternativeLinkSchema = z.object({
  /** The hreflang value, e.g. `no` or `en`. */
  language: languageSchema,
  href: z.string(),
});
/** An alternative-language link. */
export type AlternativeLink = z.infer<typeof alternativeLinkSchema>;

/** Open Graph fields of a page. */
export const openGraphSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Absolute image URL, or null. */
  image: z.string().nullable(),
  /** `website` for content, `product` for product pages. */
  type: z.string(),
  url: z.string(),
});
/** Open Graph fields. */
export type OpenGraph = z.infer<typeof openGraphSchema>;

/** A call-to-action button. */
export const ctaSchema = z.object({
  text: z.string(),
  url: z.string(),
  variant: z.enum(['primary', 'secondary']),
});
/** A call to action. */
export type Cta = z.infer<typeof ctaSchema>;

/** A hero: heading, text, image and an optional link. */
export const heroSchema = z.object({
  heading: z.string(),
  text: z.string().nullable(),
  image: imageSchema.nullable(),
  link: linkSchema.nullable(),
});
/** A hero. */
export type Hero = z.infer<typeof heroSchema>;

/** A rich-text block; `html` is server-sanitised HTML. */
export const contentBlockSchema = z.object({
  blockId: z.string(),
  blockType: z.literal('ContentBlock'),
  heading: z.string().nullable(),
  html: z.string(),
});
/** A product listing block: a heading and product cards. */
export const productListingBlockSchema = z.object({
  blockId: z.string(),
  blockType: z.literal('ProductListingBlock'),
  heading: z.string().nullable(),
  products: z.array(productCardSchema),
});
/** A row of calls to action. */
export const ctaContainerBlockSchema = z.object({
  blockId: z.string(),
  blockType: z.literal('CTAContainer'),
  heading: z.string().nullable(),
  ctas: z.array(ctaSchema),
});
/** A hero placed inside a content area. */
export const heroBlockSchema = heroSchema.extend({
  blockId: z.string(),
  blockType: z.literal('HeroBlock'),
});
/** A content-area block, discriminated on `blockType`. */
export const blockSchema = z.discriminatedUnion('blockType', [
  contentBlockSchema,
  productListingBlockSchema,
  ctaContainerBlockSchema,
  heroBlockSchema,
]);
/** A content-area block. */
export type Block = z.infer<typeof blockSchema>;
/** A rich-text block. */
export type ContentBlock = z.infer<typeof contentBlockSchema>;
/** A product listing block. */
export type ProductListingBlock = z.infer<typeof productListingBlockSchema>;
/** A CTA container block. */
export type CtaContainerBlock = z.infer<typeof ctaContainerBlockSchema>;
/** A hero block. */
export type HeroBlock = z.infer<typeof heroBlockSchema>;

/** Fields every page has. */
const commonPageFields = {
  pageId: z.string(),
  url: z.string(),
  pageTitle: z.string(),
  breadcrumb: z.array(breadcrumbItemSchema),
  metaDescription: z.string().nullable(),
  canonicalLink: z.string().nullable(),
  alternativeLinks: z.array(alternativeLinkSchema),
  openGraph: openGraphSchema,
  /** True renders `<meta name="robots" content="noindex">`. */
  disableIndexing: z.boolean(),
  contentArea: z.array(blockSchema),
  hero: heroSchema.nullable(),
};

/** A link to a sub-category. */
export const subCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
});
/** A sub-category link. */
export type SubCategory = z.infer<typeof subCategorySchema>;

/** The category page data (spec §3). */
export const categoryPageDataSchema = z.object({
  /** The id for GET api/categories/{id}/products. */
  categoryId: z.string(),
  subCategories: z.array(subCategorySchema),
  /** Page size of the listing (default 24). */
  itemsPerLoad: z.number().int().positive(),
  pageHeading: z.string(),
  pageIntroText: z.string().nullable(),
});
/** Category page data. */
export type CategoryPageData = z.infer<typeof categoryPageDataSchema>;

/** A page with only the common fields. */
export const contentPageSchema = z.object({ ...commonPageFields, pageType: z.enum(CONTENT_PAGE_TYPES) });
/** A category page. */
export const categoryPageSchema = z.object({
  ...commonPageFields,
  ...categoryPageDataSchema.shape,
  pageType: z.enum(CATEGORY_PAGE_TYPES),
});
/** A product page. */
export const productPageSchema = z.object({
  ...commonPageFields,
  pageType: z.enum(PRODUCT_PAGE_TYPES),
  product: productSchema,
});
/** The order confirmation page; `order` is the order named by the address's `orderNumber`, or null. */
export const orderConfirmationPageSchema = z.object({
  ...commonPageFields,
  pageType: z.literal('OrderConfirmationPage'),
  order: orderSchema.nullable(),
});

/** The answer of GET api/content/page, discriminated on `pageType`. */
export const pageSchema = z.discriminatedUnion('pageType', [
  contentPageSchema,
  categoryPageSchema,
  productPageSchema,
  orderConfirmationPageSchema,
]);
/** The current page. */
export type Page = z.infer<typeof pageSchema>;
/** A page with only common fields. */
export type ContentPage = z.infer<typeof contentPageSchema>;
/** A category page. */
export type CategoryPage = z.infer<typeof categoryPageSchema>;
/** A product page. */
export type ProductPage = z.infer<typeof productPageSchema>;
/** An order confirmation page. */
export type OrderConfirmationPage = z.infer<typeof orderConfirmationPageSchema>;
