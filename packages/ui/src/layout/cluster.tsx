import { useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { themedRecipe } from '../theme/themed-recipe';
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

const clusterStyle = themedRecipe(
  (
    t,
    p: {
      gap: SpaceKey;
      align: NonNullable<ClusterProps['align']>;
      justify: NonNullable<ClusterProps['justify']>;
      list: boolean;
    },
  ) => ({
    display: 'flex',
    flexWrap: 'wrap',
    gap: t.space[p.gap],
    alignItems: ALIGN[p.align],
    justifyContent: JUSTIFY[p.justify],
    // A list used as a cluster keeps no bullets or indent.
    ...(p.list ? { listStyle: 'none', margin: 0, padding: 0 } : {}),
  }),
);

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
      css={clusterStyle(useTheme(), { gap, align, justify, list: Element === 'ul' || Element === 'ol' })}
    >
      {children}
    </Element>
  );
}
