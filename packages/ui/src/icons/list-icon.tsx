import { Icon, type IconProps } from './icon';

/** List view icon. Decorative (aria-hidden) unless given a `title`. */
export function ListIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.5 6.3h12M8.5 12h12M8.5 17.7h12" />
      <circle cx="4.3" cy="6.3" r=".9" />
      <circle cx="4.3" cy="12" r=".9" />
      <circle cx="4.3" cy="17.7" r=".9" />
    </Icon>
  );
}
