import type { Customer } from '@storefront/api-client';
import { Link } from 'react-router';
import { useText } from '../translations/use-text';
import { AccountSection } from './account-section';

/** Props of {@link OverviewView}. */
export interface OverviewViewProps {
  customer: Customer;
  /** Links to the other views, already filtered by role. */
  links: ReadonlyArray<{ href: string; label: string }>;
}

/** The account page's default view: who is signed in, the organisation, and the way to each view. */
export function OverviewView({ customer, links }: OverviewViewProps) {
  const t = useText();
  return (
    <AccountSection title={t('account.overview', 'Overview')}>
      <p css={{ margin: 0 }}>
        {customer.firstName} {customer.lastName} · {customer.email}
      </p>
      {customer.organizationName && (
        <p css={{ margin: 0 }}>
          {t('account.organization', 'Organisation')}: {customer.organizationName}
          {customer.organizationNumber ? ` (${customer.organizationNumber})` : ''}
        </p>
      )}
      <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space[4], display: 'grid', gap: theme.space[2] })}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
