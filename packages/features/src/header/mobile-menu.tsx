import type { HeaderLink, NavigationNode } from '@storefront/api-client';
import { useFocusTrap } from '@storefront/ui/focus-trap';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@storefront/ui/icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SmartLink } from '../navigation';
import type { HeaderTexts } from './header-texts';
import { menuOverviewLink } from './menu-overview-link';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  /** Whether the menu is open. */
  open: boolean;
  /** Called to close it when a link is followed (the new page takes focus). */
  onClose: () => void;
  /**
   * Called to close it by the close button or Escape; the opener should take focus back (WAI-ARIA
   * dialog pattern). Defaults to `onClose`.
   */
  onDismiss?: () => void;
  items: NavigationNode[];
  links: HeaderLink[];
  texts: Pick<
    HeaderTexts,
    'menu' | 'closeMenu' | 'back' | 'seeAllProducts' | 'seeOverview' | 'mainNavigation' | 'headerLinks'
  >;
  /** Extra controls at the end: support, theme, country. */
  footer?: ReactNode;
}

/**
 * The mobile menu (1024px and narrower): the navigation tree level by level, header links and extra
 * controls. Tab focus is trapped inside while it is open; Escape closes it (spec §2), unless it is meant for
 * a modal opened from the menu.
 */
export function MobileMenu({
  open,
  onClose,
  onDismiss = onClose,
  items,
  links,
  texts,
  footer,
}: MobileMenuProps) {
  const [path, setPath] = useState<NavigationNode[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  // Focus starts on the first control. The header gives focus back to the menu button on dismiss; a
  // followed link leaves for a new page, which takes focus itself, so the trap restores nothing.
  useFocusTrap(panel, { active: open, initialFocus: 'first', onEscape: onDismiss, restoreFocus: false });
  useEffect(() => {
    if (!open) setPath([]);
  }, [open]);

  if (!open) return null;
  const current = path[path.length - 1];
  const level = current ? current.children : items;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={texts.menu}
      css={(t) => ({
        position: 'fixed',
        inset: 0,
        top: t.headerHeights.scaleMobile,
        overflowY: 'auto',
        background: t.colors.background,
        color: t.colors.text,
        padding: t.space[4],
        zIndex: t.zIndices.modal,
      })}
    >
      <div css={(t) => ({ display: 'flex', justifyContent: 'space-between', marginBottom: t.space[4] })}>
        {current ? (
          <button type="button" onClick={() => setPath(path.slice(0, -1))} css={rowButton}>
            <ChevronLeftIcon size="s" />
            {texts.back}
          </button>
        ) : (
          <span />
        )}
        <button type="button" onClick={onDismiss} aria-label={texts.closeMenu} css={rowButton}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={texts.mainNavigation}>
        {current ? (
          <SmartLink href={current.url} onClick={onClose} css={(t) => ({ fontWeight: t.fontWeights.bold })}>
            {menuOverviewLink(current.type) === 'seeAllProducts' ? texts.seeAllProducts : texts.seeOverview}
          </SmartLink>
        ) : null}
        <ul css={listStyle}>
          {level.map((node) => (
            <li key={node.id}>
              {node.children.length > 0 ? (
                <button type="button" onClick={() => setPath([...path, node])} css={rowButton}>
                  {node.title}
                  <ChevronRightIcon size="s" />
                </button>
              ) : (
                <SmartLink href={node.url} onClick={onClose} css={rowLink}>
                  {node.title}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {current ? null : (
        <nav aria-label={texts.headerLinks}>
          <ul css={listStyle}>
            {links.map((link) => (
              <li key={link.id}>
                <SmartLink href={link.url} onClick={onClose} css={rowLink}>
                  {link.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {current ? null : (
        // A link in the footer (e.g. "My account" when signed in) leaves for a new page: close the menu, like
        // the navigation links do. Buttons there (sign in, country) open a modal over the menu instead.
        // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the interactive elements
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too
        <div
          css={(t) => ({ display: 'grid', gap: t.space[3] })}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
          }}
        >
          {footer}
        </div>
      )}
    </div>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: '0 0 1.5rem' } as const;

const rowButton = {
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  minHeight: '2.75rem',
  background: 'none',
  border: 0,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
} as const;

const rowLink = { display: 'flex', alignItems: 'center', minHeight: '2.75rem', color: 'inherit' } as const;
