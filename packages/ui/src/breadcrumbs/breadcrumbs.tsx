import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronRightIcon } from '../icons/chevron-right-icon';
import { linkStyles } from '../link/link';
import { timings } from '../tokens';

/** One breadcrumb (spec §3: text, href, id). */
export interface BreadcrumbItem {
  text: string;
  href: string;
  id?: string | number;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** From home to the current page; the last item is the current page and is not a link. */
  items: readonly BreadcrumbItem[];
  /** Renders a link, e.g. a router `<Link to={item.href}>`; a plain anchor by default. */
  renderLink?: (item: BreadcrumbItem, children: ReactNode) => ReactNode;
  /** @default 'Breadcrumbs' */
  label?: string;
  /** Name of the button that shows the hidden middle. @default 'Show the full path' */
  expandLabel?: string;
}

/**
 * Home, the middle and the current page. When the trail does not fit on one line the middle collapses to
 * '…' (a button that shows it again). The overflow check runs on mount and, debounced by 200 ms (spec §9),
 * on every resize.
 */
export function Breadcrumbs({
  items,
  renderLink = (item, children) => <a href={item.href}>{children}</a>,
  label = 'Breadcrumbs',
  expandLabel = 'Show the full path',
}: BreadcrumbsProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [truncated, setTruncated] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // Width the full trail needs; measured before truncating so a collapsed trail knows when it fits again.
  const fullWidth = useRef(0);

  const check = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setTruncated((wasTruncated) => {
      if (!wasTruncated) {
        if (list.scrollWidth > list.clientWidth) {
          fullWidth.current = list.scrollWidth;
          return true;
        }
        return false;
      }
      return list.clientWidth < fullWidth.current;
    });
  }, []);

  useEffect(() => {
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(check, timings.breadcrumbDebounceMs);
    };
    window.addEventListener('resize', debounced);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(debounced);
    if (listRef.current) observer?.observe(listRef.current);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', debounced);
      observer?.disconnect();
    };
  }, [check]);

  if (items.length === 0) return null;
  const collapse = truncated && !expanded && items.length > 2;
  const shown = collapse ? [items[0]!, null, items[items.length - 1]!] : items;

  return (
    <nav aria-label={label}>
      <ol
        ref={listRef}
        css={(t) => ({
          display: 'flex',
          flexWrap: expanded ? 'wrap' : 'nowrap',
          alignItems: 'center',
          gap: t.space[1],
          margin: 0,
          padding: 0,
          listStyle: 'none',
          overflow: 'hidden',
          fontSize: t.fontSizes.s,
          whiteSpace: 'nowrap',
        })}
      >
        {shown.map((item, index) => {
          const last = index === shown.length - 1;
          const separator = last ? null : <ChevronRightIcon size="xs" css={{ flexShrink: 0 }} />;
          if (item === null) {
            return (
              <li
                key="ellipsis"
                css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[1], flexShrink: 0 })}
              >
                <button
                  type="button"
                  aria-label={expandLabel}
                  onClick={() => setExpanded(true)}
                  css={(t) => ({
                    border: 0,
                    background: 'transparent',
                    padding: 0,
                    cursor: 'pointer',
                    ...linkStyles(t),
                  })}
                >
                  …
                </button>
                {separator}
              </li>
            );
          }
          return (
            <li
              key={item.id ?? item.href}
              css={(t) => ({
                display: 'flex',
                alignItems: 'center',
                gap: t.space[1],
                // Links keep their width (squeezed they would overlap and the trail would never look too long
                // to collapse); only the current page gives way, ending in '…'.
                ...(last ? { minWidth: 0 } : { flexShrink: 0 }),
              })}
            >
              {last ? (
                <span aria-current="page" css={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {item.text}
                </span>
              ) : (
                <span css={(t) => ({ '& a': linkStyles(t) })}>{renderLink(item, item.text)}</span>
              )}
              {separator}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
