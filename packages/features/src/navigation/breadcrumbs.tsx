import type { BreadcrumbItem } from '@storefront/api-client';
import { Link } from 'react-router';
import { useText } from '../translations/use-text';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Home first, the current page last. */
  items: BreadcrumbItem[];
}

/** The breadcrumb trail of a page: links up to the current page, which is marked as current. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const t = useText();
  return (
    <nav aria-label={t('breadcrumbs.label', 'Breadcrumb')}>
      <ol
        css={(t) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: t.space[2],
          listStyle: 'none',
          padding: 0,
          fontSize: t.fontSizes.s,
          color: t.colors.textMuted,
        })}
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.id} css={(t) => ({ display: 'flex', gap: t.space[2] })}>
              {last ? (
                <span aria-current="page">{item.text}</span>
              ) : (
                <>
                  <Link to={item.href} css={(t) => ({ color: t.colors.text })}>
                    {item.text}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
