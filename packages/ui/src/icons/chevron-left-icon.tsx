import { Icon, type IconProps } from './icon';

/** Chevron left icon. Decorative (aria-hidden) unless given a `title`. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m14.8 6-6 6 6 6" />
    </Icon>
  );
}
