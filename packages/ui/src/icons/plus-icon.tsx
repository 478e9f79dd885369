import { Icon, type IconProps } from './icon';

/** Plus icon. Decorative (aria-hidden) unless given a `title`. */
export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}
