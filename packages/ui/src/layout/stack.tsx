import { type Theme, useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { themedRecipe } from '../theme/themed-recipe';
import type { SpaceKey } from '../tokens/spacing';

/** The elements a layout primitive may render as: plain boxes and the sectioning elements of a page. */
export type LayoutElement = 'div' | 'article' | 'section' | 'main' | 'aside' | 'ul' | 'ol';

/** Props of {@link Stack}. */
export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'className'> {
  children: ReactNode;
  /** Space between the children, a key of the spacing scale. @default 4 */
  gap?: SpaceKey;
  /**
   * How children sit across the stack; `start` keeps buttons and links at their own width. Left out,
   * the grid's own default holds: boxes fill the width, images keep theirs.
   */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** @default 'div' */
  as?: LayoutElement;
  /** Extra styles from the `css` prop of the caller. */
  className?: string;
}

/** The styles of a vertical stack with this gap; `Container` stacks its children with them too. */
export function stackStyles(t: Theme, gap: SpaceKey, align?: StackProps['align']) {
  return { display: 'grid', gap: t.space[gap], ...(align ? { justifyItems: align } : {}) } as const;
}

const stackStyle = themedRecipe((t, p: { gap: SpaceKey; align: StackProps['align'] }) =>
  stackStyles(t, p.gap, p.align),
);

/** Children one under another with one gap between them (a grid column, so margins never collapse into it). */
export function Stack({
  children,
  gap = 4,
  align,
  as: Element = 'div',
  className,
  ...attributes
}: StackProps) {
  return (
    <Element {...attributes} className={className} css={stackStyle(useTheme(), { gap, align })}>
      {children}
    </Element>
  );
}
