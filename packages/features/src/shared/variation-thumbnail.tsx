import type { Image } from '@storefront/api-client';

/**
 * A variation's thumbnail beside its radio (product page, variation picker): decorative, since the radio's
 * label names the colour; its width and height reserve the space before it loads.
 */
export function VariationThumbnail({ image }: { image: Pick<Image, 'src' | 'width' | 'height'> }) {
  return (
    <img
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      css={(th) => ({ width: th.space[12], height: 'auto' })}
    />
  );
}
