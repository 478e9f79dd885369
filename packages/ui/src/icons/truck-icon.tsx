import { Icon, type IconProps } from './icon';

/** Delivery truck icon. Decorative (aria-hidden) unless given a `title`. */
export function TruckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.8 6.2h10.9v10H2.8ZM13.7 9.6h4.1l3.4 3.5v3.1h-7.5" />
      <circle cx="7" cy="17.9" r="1.7" />
      <circle cx="17.3" cy="17.9" r="1.7" />
    </Icon>
  );
}
