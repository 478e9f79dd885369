import { Icon, type IconProps } from './icon';

/** Information icon. Decorative (aria-hidden) unless given a `title`. */
export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.6" />
      <path d="M12 11v5.6M12 7.6v.1" />
    </Icon>
  );
}
