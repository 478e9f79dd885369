import type { BreadcrumbItem } from '@storefront/api-client';
import { Breadcrumbs as BreadcrumbTrail } from '@storefront/ui';
import { Link } from 'react-router';
import { useText } from '../translations';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Home first, the current page last. */
  items: BreadcrumbItem[];
}

/**
 * The page's breadcrumb trail (spec §2: home, a truncated middle, the current page; overflow check
 * debounced 200 ms), with links that navigate in place and texts from the translations.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const t = useText();
  return (
    <BreadcrumbTrail
      items={items}
      label={t('breadcrumbs.label', 'Breadcrumbs')}
      expandLabel={t('breadcrumbs.expand', 'Show the full path')}
      renderLink={(item, children) => <Link to={item.href}>{children}</Link>}
    />
  );
}
