import { Icon, type IconProps } from './icon';

/** Menu (three lines) icon. Decorative (aria-hidden) unless given a `title`. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />
    </Icon>
  );
}
