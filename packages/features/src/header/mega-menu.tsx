import type { Theme } from '@emotion/react';
import type { NavigationNode } from '@storefront/api-client';
import { MENU_OPEN_DELAY_MS } from '@storefront/domain';
import { Container } from '@storefront/ui';
import { ChevronDownIcon } from '@storefront/ui/icons';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SmartLink } from '../navigation';
import type { HeaderTexts } from './header-texts';
import { menuOverviewLink } from './menu-overview-link';

/** Props of {@link MegaMenu}. */
export interface MegaMenuProps {
  /** Top-level entries of the main navigation, each with up to 3 sub-levels. */
  items: NavigationNode[];
  texts: Pick<HeaderTexts, 'mainNavigation' | 'seeAllProducts' | 'seeOverview'>;
  /** Entry open at first (stories and tests); normally none. */
  defaultOpenId?: string | null;
}

/**
 * The desktop main navigation as a disclosure navigation: each top-level entry with children is a button
 * that opens its panel after 100 ms (spec §2); the panel closes on an outside click, Escape (focus back on
 * its button) and a page change. Only the open panel is in the document.
 */
export function MegaMenu({ items, texts, defaultOpenId = null }: MegaMenuProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const location = useLocation();

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const scheduleOpen = useCallback(
    (id: string) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        setOpenId(id);
      }, MENU_OPEN_DELAY_MS);
    },
    [cancel],
  );
  const close = useCallback(() => {
    cancel();
    setOpenId(null);
  }, [cancel]);

  // A page change closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => close(), [location.pathname, location.search, close]);
  useEffect(() => cancel, [cancel]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const trigger = navRef.current?.querySelector<HTMLElement>('[aria-expanded="true"]');
      close();
      trigger?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, close]);

  return (
    <nav ref={navRef} aria-label={texts.mainNavigation} onMouseLeave={close}>
      <ul css={topLevelList}>
        {items.map((item) => {
          const panelId = `${baseId}-panel-${item.id}`;
          const open = openId === item.id;
          if (item.children.length === 0) {
            return (
              <li key={item.id}>
                <SmartLink href={item.url} css={topLevelStyle} onMouseEnter={cancel}>
                  {item.title}
                </SmartLink>
              </li>
            );
          }
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                css={topLevelStyle}
                onClick={() => (open ? close() : scheduleOpen(item.id))}
                onMouseEnter={() => (open ? cancel() : scheduleOpen(item.id))}
              >
                {item.title}
                <ChevronDownIcon size="s" />
              </button>
              {/* A closed panel is not rendered: hidden, it was unreachable without JavaScript anyway, and
                  its links put kilobytes of markup and styles ahead of the page's heading on every page. */}
              {open && (
                <div id={panelId} css={panelStyle}>
                  <MegaMenuPanel item={item} texts={texts} onNavigate={close} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MegaMenuPanel({
  item,
  texts,
  onNavigate,
}: {
  item: NavigationNode;
  texts: MegaMenuProps['texts'];
  onNavigate: () => void;
}) {
  const overview =
    menuOverviewLink(item.type) === 'seeAllProducts' ? texts.seeAllProducts : texts.seeOverview;
  return (
    <Container>
      <SmartLink href={item.url} onClick={onNavigate} css={overviewLink}>
        {overview}
      </SmartLink>
      <ul css={columns}>
        {item.children.map((column) => (
          <li key={column.id}>
            <SmartLink href={column.url} onClick={onNavigate} css={columnLink}>
              {column.title}
            </SmartLink>
            <SubLevel nodes={column.children} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </Container>
  );
}

function SubLevel({ nodes, onNavigate }: { nodes: NavigationNode[]; onNavigate: () => void }) {
  if (nodes.length === 0) return null;
  return (
    <ul css={subLevelList}>
      {nodes.map((node) => (
        <li key={node.id} css={subLevelItem}>
          <SmartLink href={node.url} onClick={onNavigate} css={subLevelLink}>
            {node.title}
          </SmartLink>
          <SubLevel nodes={node.children} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

// Module-level styles: the same for every entry, so not built again per entry and render.
const topLevelList = (t: Theme) => ({
  display: 'flex',
  gap: t.space[6],
  listStyle: 'none',
  padding: 0,
  alignItems: 'center',
  height: '100%',
});

const topLevelStyle = (t: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  background: 'none',
  border: 0,
  padding: `${t.space[2]} 0`,
  color: t.colors.text,
  fontWeight: t.fontWeights.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  // The open entry's chevron points up (a shared rule, not a class per entry and state).
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
});

const panelStyle = (t: Theme) => ({
  position: 'absolute' as const,
  left: 0,
  right: 0,
  top: '100%',
  background: t.colors.surface,
  color: t.colors.text,
  boxShadow: t.shadows.overlay,
  borderTop: `${t.borderWidths.thin} solid ${t.colors.border}`,
  zIndex: t.zIndices.header,
});

const overviewLink = (t: Theme) => ({
  fontWeight: t.fontWeights.bold,
  display: 'inline-block',
  marginBottom: t.space[4],
});

const columns = (t: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: t.space[6],
  listStyle: 'none',
  padding: 0,
});

const columnLink = (t: Theme) => ({ fontWeight: t.fontWeights.semibold, color: t.colors.text });

const subLevelList = (t: Theme) => ({
  listStyle: 'none',
  padding: 0,
  paddingLeft: t.space[3],
  marginTop: t.space[2],
});

const subLevelItem = (t: Theme) => ({ marginTop: t.space[1] });

const subLevelLink = (t: Theme) => ({ color: t.colors.text });
