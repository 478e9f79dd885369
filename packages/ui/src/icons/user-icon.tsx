import { Icon, type IconProps } from './icon';

/** User (account) icon. Decorative (aria-hidden) unless given a `title`. */
export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="3.8" />
      <path d="M4.5 20.5c.8-3.9 3.9-6 7.5-6s6.7 2.1 7.5 6" />
    </Icon>
  );
}
