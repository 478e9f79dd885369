import type { Image } from '@storefront/api-client';
import { IconButton } from '@storefront/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '@storefront/ui/icons';
import { useState } from 'react';
import { useText } from '../translations';

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  /** The images of the chosen variation (or the product), the first is the main image. */
  images: Image[];
}

/**
 * The product images: one large image with previous/next buttons (a slider that wraps around) and a row
 * of thumbnails that pick the large one. Sizes come from the image data, so space is reserved before load.
 */
export function ProductGallery({ images }: ProductGalleryProps) {
  const t = useText();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  return (
    <section
      aria-label={t('product.images', 'Product images')}
      css={(th) => ({ display: 'grid', gap: th.space[3] })}
    >
      <div css={{ position: 'relative' }}>
        <img
          data-testid="product-main-image"
          src={current.src}
          alt={current.alt}
          title={current.title}
          width={current.width}
          height={current.height}
          css={(th) => ({
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${current.width} / ${current.height}`,
            objectFit: 'contain',
            background: th.colors.surfaceMuted,
            borderRadius: th.radii.m,
          })}
        />
        {images.length > 1 && (
          <div
            css={(th) => ({
              position: 'absolute',
              insetInline: th.space[2],
              top: '50%',
              transform: 'translateY(-50%)',
              display: 'flex',
              justifyContent: 'space-between',
            })}
          >
            <IconButton
              aria-label={t('product.previousImage', 'Previous image')}
              variant="secondary"
              onClick={() => go(-1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t('product.nextImage', 'Next image')}
              variant="secondary"
              onClick={() => go(1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </div>
        )}
      </div>
      {images.length > 1 && (
        <ul
          css={(th) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            gap: th.space[2],
            overflowX: 'auto',
          })}
        >
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                aria-label={t('product.showImage', 'Show image {n}').replace('{n}', String(i + 1))}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                css={(th) => ({
                  padding: 0,
                  border: `${th.borderWidths.thick} solid ${i === index ? th.colors.primary : th.colors.border}`,
                  borderRadius: th.radii.s,
                  background: th.colors.surface,
                  cursor: 'pointer',
                })}
              >
                <img
                  src={image.src}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  css={(th) => ({ display: 'block', width: th.space[16], height: 'auto' })}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
