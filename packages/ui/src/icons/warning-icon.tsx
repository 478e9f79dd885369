import { Icon, type IconProps } from './icon';

/** Warning triangle icon. Decorative (aria-hidden) unless given a `title`. */
export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.4 4.3 2.9 17.5a1.8 1.8 0 0 0 1.6 2.7h15a1.8 1.8 0 0 0 1.6-2.7L13.6 4.3a1.8 1.8 0 0 0-3.2 0Z" />
      <path d="M12 9.4v4.4M12 16.8v.1" />
    </Icon>
  );
}
