// `@storefront/features/content`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export { BlockPreviewPage } from './block-preview-page';
export { CampaignPage } from './campaign-page';
export type { ContentAreaProps } from './content-area';
export { ContentArea } from './content-area';
export { ContentBlock } from './content-block';
export type { ContentPageLayoutProps } from './content-page-layout';
export { ContentPageLayout } from './content-page-layout';
export { CtaContainer } from './cta-container';
export type { ErrorPageProps } from './error-page';
export { ErrorPage, GENERIC_ERROR_MESSAGE, GENERIC_ERROR_TITLE } from './error-page';
export type { HeroProps } from './hero';
export { Hero } from './hero';
export { InformationPage } from './information-page';
export { InspirationPage } from './inspiration-page';
export type { NotFoundPageProps } from './not-found-page';
export { NotFoundPage } from './not-found-page';
export type { PageComponentProps } from './page-component-props';
export { ProductListingBlock } from './product-listing-block';
export type { RichTextProps } from './rich-text';
export { RichText } from './rich-text';
export { StandardPage } from './standard-page';
export { StartPage } from './start-page';
export { StorefrontPage } from './storefront-page';
export { STORYBOOK_PATH, StorybookPage } from './storybook-page';
