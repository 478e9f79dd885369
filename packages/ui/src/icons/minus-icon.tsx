import { Icon, type IconProps } from './icon';

/** Minus icon. Decorative (aria-hidden) unless given a `title`. */
export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.01h14" />
    </Icon>
  );
}
