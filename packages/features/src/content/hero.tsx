import type { Hero as HeroData } from '@storefront/api-client';
import { PAGE_HEADING_ID } from '@storefront/ui';
import { SmartLink } from '../navigation';

/** Props of {@link Hero}. */
export interface HeroProps {
  hero: HeroData;
  /** Heading level: the page's h1 when the hero opens the page, otherwise h2. @default 'h2' */
  as?: 'h1' | 'h2';
}

/** A hero: image with reserved size, heading, text and an optional link. */
export function Hero({ hero, as: Heading = 'h2' }: HeroProps) {
  return (
    <section
      css={(t) => ({
        display: 'grid',
        gap: t.space[6],
        alignItems: 'center',
        padding: `${t.space[8]} 0`,
        [t.mq.from('tablet')]: { gridTemplateColumns: hero.image ? '1fr 1fr' : '1fr' },
      })}
    >
      <div css={(t) => ({ display: 'grid', gap: t.space[4], alignContent: 'start' })}>
        <Heading
          id={Heading === 'h1' ? PAGE_HEADING_ID : undefined}
          css={(t) => ({ fontSize: t.fontSizes['4xl'] })}
        >
          {hero.heading}
        </Heading>
        {hero.text ? <p css={(t) => ({ fontSize: t.fontSizes.l })}>{hero.text}</p> : null}
        {hero.link ? (
          <SmartLink
            href={hero.link.url}
            css={(t) => ({
              justifySelf: 'start',
              padding: `${t.space[3]} ${t.space[6]}`,
              borderRadius: t.radii.m,
              background: t.colors.primary,
              color: t.colors.onPrimary,
              fontWeight: t.fontWeights.semibold,
              textDecoration: 'none',
            })}
          >
            {hero.link.title}
          </SmartLink>
        ) : null}
      </div>
      {hero.image ? (
        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          // The page's own hero is its largest paint: fetched before other images (the head preloads it too).
          fetchPriority={Heading === 'h1' ? 'high' : undefined}
          css={(t) => ({ width: '100%', height: 'auto', borderRadius: t.radii.l })}
        />
      ) : null}
    </section>
  );
}
