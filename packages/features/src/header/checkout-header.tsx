import type { Theme } from '@emotion/react';
import { BackIcon, Logo, UserIcon } from '@storefront/ui/icons';
import { Link } from 'react-router';
import { headerTextButton } from './header-button-styles';
import type { HeaderTexts } from './header-texts';

/** Props of {@link CheckoutHeader}. */
export interface CheckoutHeaderProps {
  homeUrl: string;
  accountUrl: string;
  /** Whether a customer is signed in: only they get the account link. */
  signedIn: boolean;
  /** The page type on screen: error and not-found pages never show the account link. */
  pageType: string;
  texts: Pick<HeaderTexts, 'back' | 'home' | 'account'>;
}

/** Whether the checkout header shows the account link (spec §2). */
export function showsCheckoutAccountLink(signedIn: boolean, pageType: string): boolean {
  return signedIn && pageType !== 'ErrorPage' && pageType !== 'NotFoundPage';
}

/**
 * The slim checkout header (spec §2): 56px, a back button (history back), the logo linking home and, for
 * signed-in customers except on error and not-found pages, an account link.
 */
export function CheckoutHeader({ homeUrl, accountUrl, signedIn, pageType, texts }: CheckoutHeaderProps) {
  return (
    <header
      css={(t) => ({
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'center',
        height: t.headerHeights.checkout,
        padding: `0 ${t.space[4]}`,
        background: t.colors.background,
        borderBottom: `${t.borderWidths.thin} solid ${t.colors.border}`,
      })}
    >
      <button type="button" onClick={() => window.history.back()} css={backButton}>
        <BackIcon size="s" />
        {texts.back}
      </button>
      <Link to={homeUrl} css={(t) => ({ display: 'inline-flex', color: t.colors.text })}>
        <Logo variant="small" title={texts.home} />
      </Link>
      {showsCheckoutAccountLink(signedIn, pageType) ? (
        <Link
          to={accountUrl}
          css={(t) => ({
            justifySelf: 'end',
            display: 'inline-flex',
            alignItems: 'center',
            gap: t.space[1],
            color: t.colors.text,
          })}
        >
          <UserIcon size="s" />
          {texts.account}
        </Link>
      ) : (
        <span />
      )}
    </header>
  );
}

const backButton = (t: Theme) => ({ justifySelf: 'start', ...headerTextButton(t) });
