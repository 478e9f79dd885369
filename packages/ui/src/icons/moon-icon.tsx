import { Icon, type IconProps } from './icon';

/** Moon (dark theme) icon. Decorative (aria-hidden) unless given a `title`. */
export function MoonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 14.6A8.2 8.2 0 0 1 9.4 4a8.2 8.2 0 1 0 10.6 10.6Z" />
    </Icon>
  );
}
