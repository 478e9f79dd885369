import { Icon, type IconProps } from './icon';

/** Grid view icon. Decorative (aria-hidden) unless given a `title`. */
export function GridIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.7 3.7h7v7h-7ZM13.3 3.7h7v7h-7ZM3.7 13.3h7v7h-7ZM13.3 13.3h7v7h-7Z" />
    </Icon>
  );
}
