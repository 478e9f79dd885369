import { useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { themedRecipe } from '../theme/themed-recipe';
import type { maxWidths } from '../tokens/layout';
import type { SpaceKey } from '../tokens/spacing';
import { type LayoutElement, stackStyles } from './stack';

/** Props of {@link Container}. */
export interface ContainerProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'className'> {
  children: ReactNode;
  /** The content max width of spec §9. @default 'content' */
  width?: keyof typeof maxWidths;
  /** Padding on both sides, a key of the spacing scale. @default 6 */
  gutter?: SpaceKey;
  /** Padding above and below; one key for both or `[top, bottom]`. @default the gutter */
  paddingBlock?: SpaceKey | readonly [start: SpaceKey, end: SpaceKey];
  /** When set, the children stack one under another with this gap (as in {@link Stack}). */
  gap?: SpaceKey;
  /** @default 'div' */
  as?: LayoutElement;
  /** Extra styles from the `css` prop of the caller. */
  className?: string;
}

// Serialised once per theme and combination (see `themedRecipe`), not on every render of a page.
const containerStyle = themedRecipe(
  (
    t,
    p: {
      width: keyof typeof maxWidths;
      gutter: SpaceKey;
      start: SpaceKey;
      end: SpaceKey;
      gap: SpaceKey | undefined;
    },
  ) => ({
    maxWidth: t.maxWidths[p.width],
    marginInline: 'auto',
    paddingInline: t.space[p.gutter],
    paddingBlockStart: t.space[p.start],
    paddingBlockEnd: t.space[p.end],
    ...(p.gap === undefined ? {} : stackStyles(t, p.gap)),
  }),
);

/**
 * The page container: the content centred at one of the spec's max widths, with padding so it never
 * touches the screen edge. Every page frame uses it instead of its own max-width, auto margins and padding.
 */
export function Container({
  children,
  width = 'content',
  gutter = 6,
  paddingBlock = gutter,
  gap,
  as: Element = 'div',
  className,
  ...attributes
}: ContainerProps) {
  const [blockStart, blockEnd] =
    typeof paddingBlock === 'object' ? paddingBlock : [paddingBlock, paddingBlock];
  return (
    <Element
      {...attributes}
      className={className}
      css={containerStyle(useTheme(), { width, gutter, start: blockStart, end: blockEnd, gap })}
    >
      {children}
    </Element>
  );
}
