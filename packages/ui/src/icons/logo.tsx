import type { SVGProps } from 'react';
import { sizes } from '../tokens';

/** Props of {@link Logo}. */
export interface LogoProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /**
   * 'default' is 150x41 px, 'small' 120x33 px (spec §9); both scale the same drawing.
   * @default 'default'
   */
  variant?: 'default' | 'small';
  /** Accessible name (e.g. 'home' when the logo links home); without it the logo is decorative. */
  title?: string;
}

/**
 * The storefront wordmark as inline SVG in the current text colour: an armchair mark and the name.
 * Inline so it paints with the first HTML and follows the theme without an image request.
 */
export function Logo({ variant = 'default', title, ...rest }: LogoProps) {
  const { width, height } = variant === 'small' ? sizes.logoSmall : sizes.logo;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox="0 0 150 41"
      fill="currentColor"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <path d="M6 10a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v9h-3.5v-7.5a2 2 0 0 0-2-2h-11a2 2 0 0 0-2 2V19H6Z" />
      <path d="M3 19a3 3 0 0 1 6 0v3h16v-3a3 3 0 0 1 6 0v10H3Z" />
      <path d="M6 29h3.5v5H6ZM24.5 29H28v5h-3.5Z" />
      <text
        x="38"
        y="27.5"
        fontFamily="'Hanken Grotesk', system-ui, sans-serif"
        fontSize="18"
        fontWeight={700}
        letterSpacing="0.5"
      >
        Storefront
      </text>
    </svg>
  );
}
