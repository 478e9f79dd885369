import { Button, Container } from '@storefront/ui';
import { Link, useSearchParams } from 'react-router';
import { ApprovalsView } from '../approvals';
import { logoutCustomer } from '../auth';
import type { PageComponentProps } from '../content';
import { selectSessionCustomer } from '../customer-session';
import { FavouritesView } from '../favourites';
import { loginModalOpened } from '../modals';
import { selectCanManageUsers, UsersView } from '../organisation';
import { selectStaticPageUrl } from '../settings';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { type AccountView, accountViewFrom } from './account-views';
import { AddressesView } from './addresses-view';
import { BulkCartView } from './bulk-cart-view';
import { CustomerDetailsView } from './customer-details-view';
import { OrderDetailsView } from './order-details-view';
import { OrdersView } from './orders-view';
import { OverviewView } from './overview-view';

/** Props of {@link AccountPage}. */
export interface AccountPageProps extends PageComponentProps {
  /** The year the order filter starts from. @default the current year */
  currentYear?: number;
}

/**
 * The account page (page type AccountPage, spec §2): the `view` parameter picks Overview (default),
 * Details, Addresses, Orders, OrderDetails (with `orderNumber`), Favorites, for organisation users BulkCart
 * (bulk cart update) and, for organisation administrators only, Users and Approvals (orders above a purchaser's
 * spending limit). Anonymous visitors are asked to sign in.
 */
export function AccountPage({ page, currentYear = new Date().getFullYear() }: AccountPageProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectSessionCustomer);
  const canManageUsers = useAppSelector(selectCanManageUsers);
  const quickOrderUrl = useAppSelector((state) => selectStaticPageUrl(state, 'QuickOrderPage'));
  const fdvUrl = useAppSelector((state) => selectStaticPageUrl(state, 'FdvPage'));
  const [params] = useSearchParams();
  const requested = accountViewFrom(params.get('view'));
  // Users is for administrators only, the bulk cart update for organisation users; anyone else asking for
  // them gets the overview.
  const isOrganisationUser = Boolean(customer?.organizationId);
  const view: AccountView =
    ((requested === 'Users' || requested === 'Approvals') && !canManageUsers) ||
    (requested === 'BulkCart' && !isOrganisationUser)
      ? 'Overview'
      : requested;
  const href = (name: AccountView, extra = '') => `?view=${name}${extra}`;

  const tabs: { view: AccountView; label: string }[] = [
    { view: 'Overview', label: t('account.overview', 'Overview') },
    { view: 'Details', label: t('account.details', 'Contact details') },
    { view: 'Addresses', label: t('account.addresses', 'Addresses') },
    { view: 'Orders', label: t('account.orders', 'Orders') },
    { view: 'Favorites', label: t('account.favorites', 'Favourites') },
    ...(canManageUsers ? [{ view: 'Users' as const, label: t('account.users', 'Users') }] : []),
    ...(canManageUsers ? [{ view: 'Approvals' as const, label: t('account.approvals', 'Approvals') }] : []),
    ...(isOrganisationUser
      ? [{ view: 'BulkCart' as const, label: t('account.bulkCart', 'Update cart') }]
      : []),
  ];
  const organisationLinks = customer?.organizationId
    ? [
        ...(quickOrderUrl ? [{ href: quickOrderUrl, label: t('account.quickOrder', 'Quick order') }] : []),
        ...(fdvUrl ? [{ href: fdvUrl, label: t('account.fdv', 'FDV documents') }] : []),
      ]
    : [];

  return (
    <Container
      gap={6}
      // One column that may shrink below its content (an orders table scrolls in its own box instead).
      css={{ gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <h1 css={{ margin: 0 }}>{page.pageTitle || t('account.title', 'My account')}</h1>
      {!customer ? (
        <div css={(theme) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' })}>
          <p css={{ margin: 0 }}>{t('account.signInFirst', 'Sign in to see your account.')}</p>
          <Button onClick={() => dispatch(loginModalOpened())}>{t('login.submit', 'Sign in')}</Button>
        </div>
      ) : (
        <>
          <nav aria-label={t('account.title', 'My account')}>
            <ul
              css={(theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space[4],
                // Links and the Sign out button share one centre line (the button is taller than a line of text).
                alignItems: 'center',
                listStyle: 'none',
                margin: 0,
                padding: 0,
              })}
            >
              {tabs.map((tab) => (
                <li key={tab.view}>
                  <Link
                    to={href(tab.view)}
                    aria-current={
                      view === tab.view || (tab.view === 'Orders' && view === 'OrderDetails')
                        ? 'page'
                        : undefined
                    }
                    css={(theme) => ({ '&[aria-current=page]': { fontWeight: theme.fontWeights.bold } })}
                  >
                    {tab.label}
                  </Link>
                </li>
              ))}
              {organisationLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
              <li css={{ marginInlineStart: 'auto' }}>
                <Button size="s" variant="ghost" onClick={() => void dispatch(logoutCustomer())}>
                  {t('account.signOut', 'Sign out')}
                </Button>
              </li>
            </ul>
          </nav>
          {view === 'Overview' && (
            <OverviewView
              customer={customer}
              orderHref={(number) => href('OrderDetails', `&orderNumber=${encodeURIComponent(number)}`)}
              ordersHref={href('Orders')}
              addressesHref={href('Addresses')}
              detailsHref={href('Details')}
            />
          )}
          {view === 'Details' && <CustomerDetailsView customer={customer} />}
          {view === 'Addresses' && <AddressesView customer={customer} />}
          {view === 'Orders' && (
            <OrdersView
              currentYear={currentYear}
              orderHref={(number) => href('OrderDetails', `&orderNumber=${encodeURIComponent(number)}`)}
            />
          )}
          {view === 'OrderDetails' && (
            <OrderDetailsView orderNumber={params.get('orderNumber') ?? ''} ordersHref={href('Orders')} />
          )}
          {view === 'Favorites' && <FavouritesView />}
          {view === 'Users' && <UsersView />}
          {view === 'Approvals' && <ApprovalsView />}
          {view === 'BulkCart' && <BulkCartView />}
        </>
      )}
    </Container>
  );
}
