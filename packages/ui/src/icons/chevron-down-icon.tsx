import { Icon, type IconProps } from './icon';

/** Chevron down icon. Decorative (aria-hidden) unless given a `title`. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9.2 6 6 6-6" />
    </Icon>
  );
}
