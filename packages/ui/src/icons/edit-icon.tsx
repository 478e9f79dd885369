import { Icon, type IconProps } from './icon';

/** Pencil (edit) icon. Decorative (aria-hidden) unless given a `title`. */
export function EditIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m15.8 4.6 3.6 3.6L8.6 19H5v-3.6Z" />
      <path d="m13.6 6.8 3.6 3.6" />
    </Icon>
  );
}
