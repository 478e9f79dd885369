import type { ReactNode, SVGProps } from 'react';
import { type IconSize, iconSizes, sizes } from '../tokens';

/** Props every icon takes. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /**
   * Size name (xs 12, s 16, m 24, l 32, xl 64 px) or a number of px.
   * @default 'm'
   */
  size?: IconSize | number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/** The shared 24x24 stroked SVG frame of every icon (spec §9: stroke 1.5, viewBox 24). */
export function Icon({ size = 'm', title, children, ...rest }: IconProps & { children: ReactNode }) {
  const px = typeof size === 'number' ? size : iconSizes[size];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={px}
      height={px}
      viewBox={sizes.iconViewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={sizes.iconStroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
