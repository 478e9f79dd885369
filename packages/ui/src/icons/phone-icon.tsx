import { Icon, type IconProps } from './icon';

/** Phone icon. Decorative (aria-hidden) unless given a `title`. */
export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6.6 3.6h3l1.5 4.2-2 1.3a10.8 10.8 0 0 0 5.8 5.8l1.3-2 4.2 1.5v3a1.9 1.9 0 0 1-2 1.9A16.9 16.9 0 0 1 4.7 5.6a1.9 1.9 0 0 1 1.9-2Z" />
    </Icon>
  );
}
