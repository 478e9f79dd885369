import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { ExternalLinkIcon } from '../icons/external-link-icon';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** Link styles, also for router links (`<RouterLink css={linkStyles} />`). */
export const linkStyles = (t: Theme) => ({
  color: t.colors.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { textDecorationThickness: t.borderWidths.thick },
});

/** Props of {@link Link}. */
export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /**
   * Opens in a new tab (spec §2: external links do) with `rel="noopener noreferrer"` and says so to
   * screen readers.
   * @default false
   */
  external?: boolean;
  /**
   * Screen-reader text appended to external links.
   * @default 'opens in a new tab'
   */
  newTabLabel?: string;
}

/** A text link in the theme's link colour. Use a router link with `linkStyles` for in-app navigation. */
export function Link({ external = false, newTabLabel = 'opens in a new tab', children, ...rest }: LinkProps) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a css={linkStyles} {...externalProps} {...rest}>
      {children}
      {external ? (
        <>
          <ExternalLinkIcon size="xs" css={{ display: 'inline', marginInlineStart: '0.25em' }} />
          <VisuallyHidden> ({newTabLabel})</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}
