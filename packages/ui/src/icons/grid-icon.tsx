import { Icon, type IconProps } from './icon';

/** Grid view icon. Decorative (aria-hidden) unless given a `title`. */
export function GridIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.7" y="3.7" width="7" height="7" rx="1" />
      <rect x="13.3" y="3.7" width="7" height="7" rx="1" />
      <rect x="3.7" y="13.3" width="7" height="7" rx="1" />
      <rect x="13.3" y="13.3" width="7" height="7" rx="1" />
    </Icon>
  );
}
