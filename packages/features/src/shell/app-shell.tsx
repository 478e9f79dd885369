import { type ReactNode, useMemo } from 'react';
import { useVirtualPageView } from '../analytics';
import { selectIsSignedIn } from '../customer-session';
import { loadFooter } from '../footer';
import { CountrySelector, Header, type HeaderSlots, headerTexts, loadCheckoutHeader } from '../header';
import { selectPageState } from '../page';
import { selectGlobalSettings } from '../settings';
import { lazyWhenVisible } from '../shared/lazy-when-visible';
import { useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { shellUrls } from './shell-urls';
import { selectFooterContent, selectGlobalContent, selectHeaderContent } from './site-content-slice';
import { SkipLink } from './skip-link';

// Below the fold on every page and plain links (its column disclosures are native): its code loads when it
// comes into view; the server renders it in full.
const Footer = lazyWhenVisible('footer', () => loadFooter().then((m) => m.Footer));

// Only checkout pages show the slim header; other pages do not load its code.
const CheckoutHeader = lazyWhenVisible('checkout-header', () =>
  loadCheckoutHeader().then((m) => m.CheckoutHeader),
);

/** Page types that get the slim checkout header instead of the full one. */
export const CHECKOUT_HEADER_PAGE_TYPES: readonly string[] = ['CheckoutPage'];

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The page component of the current page type. */
  children: ReactNode;
  /** Controls other features plug into the header (quick search, mini cart, account). */
  headerSlots?: HeaderSlots;
  /** Items in the cart for the header badge. @default 0 */
  cartCount?: number;
}

/**
 * The frame of every page (spec §2): skip link, the full or checkout header, the `maincontent` region
 * with the page, and the footer. Reports a virtual page view when the page id changes.
 */
export function AppShell({ children, headerSlots, cartCount = 0 }: AppShellProps) {
  const t = useText();
  // The same object while the texts stay the same: header parts still waiting for their code must not be
  // handed new props (see lazyWhenVisible).
  const texts = useMemo(() => headerTexts(t), [t]);
  const { current: page, showErrorPage, httpStatus } = useAppSelector(selectPageState);
  const settings = useAppSelector(selectGlobalSettings);
  const header = useAppSelector(selectHeaderContent);
  const footer = useAppSelector(selectFooterContent);
  const globalContent = useAppSelector(selectGlobalContent);
  const signedIn = useAppSelector(selectIsSignedIn);
  const urls = shellUrls(settings, header);
  useVirtualPageView(page);

  const pageType = showErrorPage
    ? httpStatus === 404
      ? 'NotFoundPage'
      : 'ErrorPage'
    : (page?.pageType ?? '');
  const checkout = CHECKOUT_HEADER_PAGE_TYPES.includes(pageType);
  const countrySelector = settings ? (
    <CountrySelector
      current={settings.currentCountry}
      countries={settings.availableCountries}
      alternativeLinks={page?.alternativeLinks ?? []}
      languageNames={{ no: t('language.no', 'Norsk'), en: t('language.en', 'English') }}
      label={texts.country}
    />
  ) : null;

  return (
    <>
      <SkipLink label={texts.skipToContent} />
      {checkout ? (
        <CheckoutHeader
          homeUrl={urls.home}
          accountUrl={urls.account}
          signedIn={signedIn}
          pageType={pageType}
          texts={texts}
        />
      ) : header ? (
        <Header
          content={header}
          globalContent={globalContent}
          urls={urls}
          texts={texts}
          cartCount={cartCount}
          countrySelector={countrySelector}
          slots={headerSlots}
        />
      ) : null}
      <main id="maincontent" tabIndex={-1} css={{ outline: 'none', minHeight: '60vh' }}>
        {children}
      </main>
      {!checkout && footer ? (
        <Footer content={footer} socialLabel={t('footer.social', 'Social media')} />
      ) : null}
    </>
  );
}
