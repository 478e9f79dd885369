import { Icon, type IconProps } from './icon';

/** Chevron up icon. Decorative (aria-hidden) unless given a `title`. */
export function ChevronUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 14.8 6-6 6 6" />
    </Icon>
  );
}
