import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { themedStyle } from '../theme/themed-style';

/** Props of {@link ProductCardTitle}. */
export interface ProductCardTitleProps {
  /** Id of the heading: the card and its controls are labelled and described by it. */
  id: string;
  /** Heading level, to fit the page outline. */
  level: 2 | 3 | 4;
  name: string;
  href: string;
  /** Renders the product link, e.g. a router `<Link to={href}>`. */
  renderLink: (href: string, children: ReactNode) => ReactNode;
  /** Keep room at the end for the heart, which sits in the card's corner. */
  roomForHeart: boolean;
}

const titleStyle = themedStyle((t, roomForHeart: boolean) => ({
  margin: 0,
  paddingInlineEnd: roomForHeart ? t.space[10] : 0,
  fontSize: t.fontSizes.m,
  fontWeight: t.fontWeights.bold,
  overflowWrap: 'anywhere',
  '& a': { color: 'inherit', textDecoration: 'none' },
  // One link for the whole card (the "stretched link"): a second link on the image would be a duplicate tab
  // stop. Controls sit above it (see the raised purchase controls).
  '& a::after': { content: '""', position: 'absolute', inset: 0 },
  '& a:hover': { textDecoration: 'underline' },
}));

/** The card's title part: the product name as a heading whose link covers the whole card. */
export function ProductCardTitle({ id, level, name, href, renderLink, roomForHeart }: ProductCardTitleProps) {
  const t = useTheme();
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} css={titleStyle(t, roomForHeart)}>
      {renderLink(href, name)}
    </Heading>
  );
}
