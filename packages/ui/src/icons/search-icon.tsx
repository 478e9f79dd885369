import { Icon, type IconProps } from './icon';

/** Magnifying glass (search) icon. Decorative (aria-hidden) unless given a `title`. */
export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.3 15.3 5.2 5.2" />
    </Icon>
  );
}
