import type { Theme } from '@emotion/react';
import type { Footer as FooterContent } from '@storefront/api-client';
import { Container, offscreenContent } from '@storefront/ui';
import { SmartLink } from '../navigation';

/** Props of {@link Footer}. */
export interface FooterProps {
  content: FooterContent;
  /** Accessible name of the social links list. */
  socialLabel: string;
}

/**
 * The footer (spec §2): featured area, link columns, social links and copyright. From 721px the columns
 * stand side by side; below, each column is a disclosure. Both variants are in the HTML and CSS picks one.
 */
export function Footer({ content, socialLabel }: FooterProps) {
  return (
    <footer
      css={(t) => ({
        marginTop: t.space[16],
        background: t.colors.surfaceMuted,
        color: t.colors.text,
        padding: `${t.space[10]} ${t.space[6]}`,
        // Below the first screen on every page: skipped until it comes near the viewport (issue 24). Its
        // content (inside the padding) is about 456 px tall on a phone (the columns folded) and 388 px from
        // tablet width on (measured at 412 and 1280 px).
        ...offscreenContent(456),
        [t.mq.from('tablet')]: offscreenContent(388),
      })}
    >
      {/* The footer's own padding is the gutter, so the container adds none. */}
      <Container width="screen" gutter={0} gap={8}>
        <section aria-labelledby="footer-featured">
          <h2 id="footer-featured" css={(t) => ({ fontSize: t.fontSizes.xl })}>
            {content.featuredArea.heading}
          </h2>
          <p css={(t) => ({ marginTop: t.space[2] })}>{content.featuredArea.text}</p>
          <ul css={featureList}>
            {content.featuredArea.feature.map((feature) => (
              <li key={feature.text}>{feature.text}</li>
            ))}
          </ul>
        </section>
        <div data-testid="footer-desktop" css={desktopColumns}>
          <p css={(t) => ({ fontWeight: t.fontWeights.bold })}>{content.footerLeftHeader}</p>
          {content.linkColumns.map((column) => (
            <section key={column.heading}>
              <h2 css={columnHeading}>{column.heading}</h2>
              <FooterLinks links={column.links} />
            </section>
          ))}
        </div>
        <div data-testid="footer-mobile" css={mobileColumns}>
          <p css={(t) => ({ fontWeight: t.fontWeights.bold })}>{content.footerLeftHeader}</p>
          {content.linkColumns.map((column) => (
            <details
              key={column.heading}
              css={(t) => ({ borderBottom: `${t.borderWidths.thin} solid ${t.colors.border}` })}
            >
              <summary
                css={(t) => ({
                  padding: `${t.space[3]} 0`,
                  cursor: 'pointer',
                  fontWeight: t.fontWeights.semibold,
                })}
              >
                {column.heading}
              </summary>
              <FooterLinks links={column.links} />
            </details>
          ))}
        </div>
        <ul
          aria-label={socialLabel}
          css={(t) => ({ display: 'flex', gap: t.space[4], listStyle: 'none', padding: 0 })}
        >
          {content.socialLinks.map((link) => (
            <li key={link.url}>
              <SmartLink href={link.url} css={(t) => ({ color: t.colors.text })}>
                {link.title}
              </SmartLink>
            </li>
          ))}
        </ul>
        <p css={(t) => ({ fontSize: t.fontSizes.s, color: t.colors.textMuted })}>{content.copyright}</p>
      </Container>
    </footer>
  );
}

function FooterLinks({ links }: { links: FooterContent['linkColumns'][number]['links'] }) {
  return (
    <ul
      css={(t) => ({
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gap: t.space[2],
        marginTop: t.space[3],
      })}
    >
      {links.map((link) => (
        <li key={link.url}>
          <SmartLink href={link.url} css={(t) => ({ color: t.colors.text })}>
            {link.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

const featureList = (t: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: t.space[6],
  listStyle: 'none',
  padding: 0,
  marginTop: t.space[4],
});
const columnHeading = (t: Theme) => ({ fontSize: t.fontSizes.m, fontWeight: t.fontWeights.semibold });
const desktopColumns = (t: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: t.space[6],
  [t.mq.upTo('tablet')]: { display: 'none' },
});
const mobileColumns = (t: Theme) => ({ display: 'none', [t.mq.upTo('tablet')]: { display: 'block' } });
