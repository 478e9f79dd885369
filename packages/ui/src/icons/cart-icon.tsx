import { Icon, type IconProps } from './icon';

/** Shopping cart icon. Decorative (aria-hidden) unless given a `title`. */
export function CartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 3.5h2.6l2.3 11.2h10.9l2.2-8H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </Icon>
  );
}
