import { css, useTheme } from '@emotion/react';
import type { Image } from '@storefront/api-client';
import { Tag } from '../tag/tag';
import { themedStyle } from '../theme/themed-style';
import { ProductImage } from './product-image';

/** Props of {@link ProductCardImage}. */
export interface ProductCardImageProps {
  image: Image;
  /** The promotion's name, shown first over the image; null without a promotion. */
  promotionName?: string | null;
  /** Tag texts (best seller, new, recommended) shown over the image after the promotion. */
  tags: readonly string[];
  /** Text of the placeholder shown when the image fails to load. */
  unavailableLabel: string;
  /** Load the image eagerly (first row of a listing). @default false */
  priority?: boolean;
}

const frameStyle = css({ position: 'relative' });

const tagListStyle = themedStyle((t) => ({
  position: 'absolute',
  insetBlockStart: t.space[2],
  insetInlineStart: t.space[2],
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** The card's image part: the product image (placeholder when it fails) with the promotion and tags over it. */
export function ProductCardImage({
  image,
  promotionName,
  tags,
  unavailableLabel,
  priority = false,
}: ProductCardImageProps) {
  const t = useTheme();
  return (
    <div css={frameStyle}>
      <ProductImage image={image} unavailableLabel={unavailableLabel} loading={priority ? 'eager' : 'lazy'} />
      {tags.length > 0 || promotionName != null ? (
        <ul css={tagListStyle(t, undefined)}>
          {promotionName != null ? (
            <li>
              <Tag tone="promotion">{promotionName}</Tag>
            </li>
          ) : null}
          {tags.map((tag) => (
            <li key={tag}>
              <Tag tone="primary">{tag}</Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
