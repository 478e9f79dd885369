import { Icon, type IconProps } from './icon';

/** Document icon. Decorative (aria-hidden) unless given a `title`. */
export function DocumentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13.6 3.3H6.8a1.5 1.5 0 0 0-1.5 1.5v14.4a1.5 1.5 0 0 0 1.5 1.5h10.4a1.5 1.5 0 0 0 1.5-1.5V8.4Z" />
      <path d="M13.6 3.3v5.1h5.1M8.7 13h6.6M8.7 16.5h6.6" />
    </Icon>
  );
}
