import { useTheme } from '@emotion/react';
import type { Image } from '@storefront/api-client';
import { useState } from 'react';
import { ImageIcon } from '../icons/image-icon';
import { themedStyle } from '../theme/themed-style';

/** Props of {@link ProductImage}. */
export interface ProductImageProps {
  image: Image;
  /** Text of the placeholder shown when the image fails to load. @default 'Image not available' */
  unavailableLabel?: string;
  /** @default 'lazy' */
  loading?: 'lazy' | 'eager';
}

// Keyed by the aspect ratio as well: a listing's images share a few sizes, so a handful of entries serve
// every card, and each is serialised once rather than per image per render.
const placeholderStyle = themedStyle((t, ratio: string) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: ratio,
  background: t.colors.surfaceMuted,
  color: t.colors.textMuted,
}));

const imageStyle = themedStyle((_t, ratio: string) => ({
  width: '100%',
  height: 'auto',
  aspectRatio: ratio,
  objectFit: 'contain',
}));

/**
 * A product image with its intrinsic width and height (so the page reserves the space before it loads) and a
 * placeholder of the same shape when it fails to load (spec §8).
 */
export function ProductImage({
  image,
  unavailableLabel = 'Image not available',
  loading = 'lazy',
}: ProductImageProps) {
  // Remember which src failed, so a new src gets a new chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === image.src;
  const t = useTheme();
  const ratio = `${image.width} / ${image.height}`;
  if (failed) {
    return (
      <div
        role="img"
        aria-label={image.alt ? `${image.alt} (${unavailableLabel})` : unavailableLabel}
        data-part="image-placeholder"
        css={placeholderStyle(t, ratio)}
      >
        <ImageIcon size="xl" />
      </div>
    );
  }
  return (
    <img
      src={image.src}
      alt={image.alt}
      title={image.title || undefined}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(image.src)}
      css={imageStyle(t, ratio)}
    />
  );
}
