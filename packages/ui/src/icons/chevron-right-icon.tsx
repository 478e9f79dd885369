import { Icon, type IconProps } from './icon';

/** Chevron right icon. Decorative (aria-hidden) unless given a `title`. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9.2 6 6 6-6 6" />
    </Icon>
  );
}
