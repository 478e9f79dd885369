import { Icon, type IconProps } from './icon';

/** Trash can (remove) icon. Decorative (aria-hidden) unless given a `title`. */
export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.2 6.6h15.6M9.4 6.6V4.3h5.2v2.3M6.3 6.6l.9 13.1h9.6l.9-13.1M10 10.6v5.4M14 10.6v5.4" />
    </Icon>
  );
}
