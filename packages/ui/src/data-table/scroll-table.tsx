import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** In the tab order: a region that scrolls must be reachable by keyboard to be scrolled. */
const SCROLL_REGION_TAB_INDEX = 0;

/** Props of {@link ScrollTable}. */
export interface ScrollTableProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'aria-label'> {
  /** Names the scrolling region for screen readers (usually the table's heading). */
  label: string;
  /** The table's rows: `thead`, `tbody`, optionally `caption`. */
  children: ReactNode;
}

/**
 * A data table that scrolls sideways inside its own region when it is wider than the screen (a 375 px
 * phone), instead of widening the page. The region is focusable so keyboard users can scroll it too
 * (WCAG 2.1.1, axe `scrollable-region-focusable`), and positioned so visually hidden header text stays
 * inside the box.
 */
export function ScrollTable({ label, children, ...rest }: ScrollTableProps) {
  return (
    <section
      aria-label={label}
      tabIndex={SCROLL_REGION_TAB_INDEX}
      css={{ overflowX: 'auto', minWidth: 0, maxWidth: '100%', position: 'relative' }}
      {...rest}
    >
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          'td, th': { padding: theme.space[2], textAlign: 'left', verticalAlign: 'top' },
        })}
      >
        {children}
      </table>
    </section>
  );
}
