import { Icon, type IconProps } from './icon';

/** Arrow right icon. Decorative (aria-hidden) unless given a `title`. */
export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 12h15M13.5 5.8l6.2 6.2-6.2 6.2" />
    </Icon>
  );
}
