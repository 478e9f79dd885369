import { Icon, type IconProps } from './icon';

/** Heart outline (favourite) icon. Decorative (aria-hidden) unless given a `title`. */
export function HeartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 20.2s-7.8-4.6-7.8-10.3A4.4 4.4 0 0 1 12 7.1a4.4 4.4 0 0 1 7.8 2.8c0 5.7-7.8 10.3-7.8 10.3Z" />
    </Icon>
  );
}
