import type { HTMLAttributes, ReactNode } from 'react';
import type { SpaceKey } from '../tokens/spacing';
import type { LayoutElement } from './stack';

/** Props of {@link Cluster}. */
export interface ClusterProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'className'> {
  children: ReactNode;
  /** Space between the children, across and between rows, a key of the spacing scale. @default 2 */
  gap?: SpaceKey;
  /** Cross-axis alignment of each row. @default 'center' */
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** Where the children sit along a row. @default 'start' */
  justify?: 'start' | 'center' | 'end' | 'space-between';
  /** @default 'div' */
  as?: LayoutElement;
  /** Extra styles from the `css` prop of the caller. */
  className?: string;
}

const ALIGN = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
};
const JUSTIFY = { start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between' };

/** Children side by side, wrapping onto new rows when the line is full: button rows, tags, filters. */
export function Cluster({
  children,
  gap = 2,
  align = 'center',
  justify = 'start',
  as: Element = 'div',
  className,
  ...attributes
}: ClusterProps) {
  return (
    <Element
      {...attributes}
      className={className}
      css={(t) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: t.space[gap],
        alignItems: ALIGN[align],
        justifyContent: JUSTIFY[justify],
        // A list used as a cluster keeps no bullets or indent.
        ...(Element === 'ul' || Element === 'ol' ? { listStyle: 'none', margin: 0, padding: 0 } : {}),
      })}
    >
      {children}
    </Element>
  );
}
