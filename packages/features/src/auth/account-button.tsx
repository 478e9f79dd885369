import { UserIcon } from '@storefront/ui/icons';
import { selectIsSignedIn } from '../customer-session';
import { HeaderIconLink } from '../header';
import { loginModalOpened } from '../modals';
import { selectGlobalSettings, selectStaticPageUrl } from '../settings';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';

/** Props of {@link AccountButton}. */
export interface AccountButtonProps {
  /** The account page address. @default global settings' AccountPage, else /{languageRoute}/account */
  accountUrl?: string;
}

/**
 * The header's account button (spec §4): a link to the account page for a signed-in customer; for an
 * anonymous visitor it opens the sign-in modal instead of navigating.
 */
export function AccountButton({ accountUrl }: AccountButtonProps) {
  const t = useText();
  const settings = useAppSelector(selectGlobalSettings);
  const settingsUrl = useAppSelector((state) => selectStaticPageUrl(state, 'AccountPage'));
  const to = accountUrl ?? settingsUrl ?? `/${settings?.languageRoute ?? 'en'}/account`;
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    // The capture handler runs before the link's own: preventing the default keeps the router still.
    <span
      css={{ display: 'contents' }}
      onClickCapture={(event) => {
        if (signedIn) return;
        event.preventDefault();
        dispatch(loginModalOpened());
      }}
    >
      <HeaderIconLink to={to} label={t('header.account', 'Account')} icon={<UserIcon />} />
    </span>
  );
}
