import { Icon, type IconProps } from './icon';

/** Close (×) icon. Decorative (aria-hidden) unless given a `title`. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
