import type { Theme } from '@emotion/react';
import type { GlobalContent, Header as HeaderContent } from '@storefront/api-client';
import { Container } from '@storefront/ui';
import { CartIcon, HeartIcon, Logo, MenuIcon, SearchIcon, UserIcon } from '@storefront/ui/icons';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SmartLink } from '../navigation';
import { lazyWhenVisible } from '../shared/lazy-when-visible';
import { headerIconButton } from './header-button-styles';
import { HeaderIconLink } from './header-icon-link';
import type { HeaderTexts } from './header-texts';
import { ThemeToggle } from './theme-toggle';
import { useHideOnScroll } from './use-hide-on-scroll';

// The support menu's server copy is in the desktop bar, like the mega menu; the mobile menu's copy is rendered
// on the client and loads the code at once (lazyWhenVisible), and its preload starts with the mobile menu's.
const loadSupportMenu = () => import('./support-menu');
const SupportMenu = lazyWhenVisible('support-menu', () => loadSupportMenu().then((m) => m.SupportMenu));
// Loaded on demand: the mobile menu only shows once the menu button is pressed; pointer or focus on the
// button starts loading it.
const loadMobileMenu = () => {
  void loadSupportMenu();
  return import('./mobile-menu');
};
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
// The mega menu is in the desktop bar only: its code loads when that bar is on screen, so a phone (where the
// bar is not displayed) loads none of it; the server renders it in full.
const MegaMenu = lazyWhenVisible('mega-menu', () => import('./mega-menu').then((m) => m.MegaMenu));
// The plain search form is only the default of the search box slot (the shop plugs in the quick search), so
// it stays out of the shop's bundle until something renders it.
const HeaderSearchBox = lazy(() =>
  import('./header-search-box').then((m) => ({ default: m.HeaderSearchBox })),
);

/** Addresses the header links to (from global settings' static pages and the header's root). */
export interface HeaderUrls {
  home: string;
  search: string;
  cart: string;
  account: string;
  favourites: string;
}

/**
 * Places where other features plug their controls into the header. Each has a working default: a search
 * form to the search page, and links to the search, cart and account pages.
 */
export interface HeaderSlots {
  /** Desktop search box (quick search). */
  searchBox?: ReactNode;
  /** Mobile search button that opens the search modal. */
  mobileSearch?: ReactNode;
  /** Cart button (mini cart for anonymous visitors, cart page for signed-in ones). */
  cart?: ReactNode;
  /** Account button (sign-in modal for anonymous visitors). */
  account?: ReactNode;
  /** Favourites button. */
  favourites?: ReactNode;
}

/** Props of {@link Header}. */
export interface HeaderProps {
  content: HeaderContent;
  globalContent: GlobalContent | null;
  urls: HeaderUrls;
  texts: HeaderTexts;
  /** Items in the cart, shown as the cart button's badge. @default 0 */
  cartCount?: number;
  /** Country and language selector. */
  countrySelector?: ReactNode;
  slots?: HeaderSlots;
}

/**
 * The storefront header (spec §2). Desktop (above 1024px): logo, search box, header links, account,
 * favourites, cart with badge, country selector and theme switch in a 72px bar, then a secondary bar with
 * the mega menu and support menu that hides when scrolling down past 50px. Mobile: menu button, search
 * button, centred logo and cart button; the menu traps Tab focus. Both layouts are in the server HTML and
 * CSS picks one, so nothing changes at hydration.
 */
export function Header({
  content,
  globalContent,
  urls,
  texts,
  cartCount = 0,
  countrySelector,
  slots = {},
}: HeaderProps) {
  const barHidden = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on (it resets its level when closed); before that, not even loaded.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape or the close button hands focus back to the button that opened the menu.
  const dismissMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const cart = slots.cart ?? (
    <HeaderIconLink
      to={urls.cart}
      label={texts.cart}
      icon={<CartIcon />}
      count={cartCount}
      countLabel={texts.cartCount}
    />
  );
  const account = slots.account ?? (
    <HeaderIconLink to={urls.account} label={texts.account} icon={<UserIcon />} />
  );
  const favourites = slots.favourites ?? (
    <HeaderIconLink to={urls.favourites} label={texts.favourites} icon={<HeartIcon />} />
  );
  const supportProps = globalContent && {
    email: globalContent.supportEmailAddress,
    phone: globalContent.supportPhoneNumber,
    texts,
  };
  const themeToggle = <ThemeToggle label={texts.darkTheme} />;

  return (
    <header
      css={(t) => ({
        position: 'sticky',
        top: 0,
        zIndex: t.zIndices.header,
        background: t.colors.background,
        borderBottom: `${t.borderWidths.thin} solid ${t.colors.border}`,
      })}
    >
      <Container width="screen" paddingBlock={0} data-testid="header-desktop" css={desktopBar}>
        <Link to={urls.home} css={logoLink}>
          <Logo title={texts.home} />
        </Link>
        {slots.searchBox ?? (
          <Suspense fallback={null}>
            <HeaderSearchBox searchUrl={urls.search} texts={texts} />
          </Suspense>
        )}
        <nav aria-label={texts.headerLinks}>
          <ul css={inlineList}>
            {content.links.map((link) => (
              <li key={link.id}>
                <SmartLink href={link.url} css={headerLink}>
                  {link.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={actions}>
          {countrySelector}
          {themeToggle}
          {favourites}
          {account}
          {cart}
        </div>
      </Container>
      <Container
        width="screen"
        paddingBlock={0}
        data-testid="secondary-bar"
        data-hidden={barHidden}
        css={secondaryBar}
      >
        <MegaMenu items={content.mainNavigation} texts={texts} />
        {supportProps ? <SupportMenu {...supportProps} /> : null}
      </Container>
      <div data-testid="header-mobile" css={mobileBar}>
        <div css={actions}>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            css={headerIconButton}
          >
            <MenuIcon />
          </button>
          {slots.mobileSearch ?? (
            <Link to={urls.search} aria-label={texts.search} css={headerIconButton}>
              <SearchIcon />
            </Link>
          )}
        </div>
        <Link to={urls.home} css={logoLink}>
          <Logo variant="small" title={texts.home} />
        </Link>
        <div css={actions}>{cart}</div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={closeMenu}
            onDismiss={dismissMenu}
            items={content.mainNavigation}
            links={content.links}
            texts={texts}
            footer={
              <>
                {supportProps ? <SupportMenu {...supportProps} /> : null}
                <div css={actions}>
                  {countrySelector}
                  {themeToggle}
                  {favourites}
                  {account}
                </div>
              </>
            }
          />
        </Suspense>
      )}
    </header>
  );
}

// The two desktop bars sit in a screen-wide `Container`; these are their rows.
const desktopBar = (t: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[6],
  height: t.headerHeights.desktop,
  [t.mq.upTo('desktop')]: { display: 'none' },
});

const secondaryBar = (t: Theme) => ({
  position: 'relative' as const,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  '&[data-hidden="true"]': { display: 'none' },
  [t.mq.upTo('desktop')]: { display: 'none' },
});

const mobileBar = (t: Theme) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  height: t.headerHeights.scaleMobile,
  padding: `0 ${t.space[2]}`,
  // Logo centred, cart at the end: set here, the logo and the action rows share the desktop bar's classes.
  '& > a': { justifySelf: 'center' },
  '& > :last-child': { justifySelf: 'end' },
  [t.mq.from('desktop')]: { display: 'none' },
});

const logoLink = (t: Theme) => ({ display: 'inline-flex', color: t.colors.text });
const headerLink = (t: Theme) => ({
  color: t.colors.text,
  fontSize: t.fontSizes.s,
  whiteSpace: 'nowrap' as const,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});
const inlineList = (t: Theme) => ({
  display: 'flex',
  gap: t.space[4],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
const actions = (t: Theme) => ({ display: 'flex', alignItems: 'center', gap: t.space[1] });
