import { Icon, type IconProps } from './icon';

/** Envelope (e-mail) icon. Decorative (aria-hidden) unless given a `title`. */
export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.2" y="5.2" width="17.6" height="13.6" rx="1.6" />
      <path d="m3.8 6.4 8.2 6.4 8.2-6.4" />
    </Icon>
  );
}
