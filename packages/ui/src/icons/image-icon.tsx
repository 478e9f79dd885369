import { Icon, type IconProps } from './icon';

/** Picture (image placeholder) icon. Decorative (aria-hidden) unless given a `title`. */
export function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.4" y="4.4" width="17.2" height="15.2" rx="1.6" />
      <circle cx="9" cy="9.6" r="1.7" />
      <path d="m3.9 17.4 5-4.6 3.6 3.2 2.7-2.4 5 4.3" />
    </Icon>
  );
}
