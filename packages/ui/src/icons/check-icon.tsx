import { Icon, type IconProps } from './icon';

/** Check mark icon. Decorative (aria-hidden) unless given a `title`. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m4.8 12.6 4.4 4.4 10-10" />
    </Icon>
  );
}
