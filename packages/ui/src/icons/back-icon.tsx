import { Icon, type IconProps } from './icon';

/** Back arrow (arrow left) icon. Decorative (aria-hidden) unless given a `title`. */
export function BackIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19.5 12h-15M10.5 5.8 4.3 12l6.2 6.2" />
    </Icon>
  );
}
