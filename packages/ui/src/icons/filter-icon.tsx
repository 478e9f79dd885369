import { Icon, type IconProps } from './icon';

/** Filter (sliders) icon. Decorative (aria-hidden) unless given a `title`. */
export function FilterIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7.2h9.1M17.3 7.2H20M4 16.8h2.7M10.9 16.8H20" />
      <circle cx="15.2" cy="7.2" r="2.1" />
      <circle cx="8.8" cy="16.8" r="2.1" />
    </Icon>
  );
}
