import type { SVGProps } from 'react';
import { sizes } from '../tokens';
import { LOGO_MARK_PATHS } from './logo-mark';

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
      {LOGO_MARK_PATHS.map((d) => (
        <path key={d} d={d} />
      ))}
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
