import { Icon, type IconProps } from './icon';

/** Globe (country and language) icon. Decorative (aria-hidden) unless given a `title`. */
export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.6 9.2h16.8M3.6 14.8h16.8M12 3.5c-2.4 2.4-3.5 5.3-3.5 8.5s1.1 6.1 3.5 8.5c2.4-2.4 3.5-5.3 3.5-8.5S14.4 5.9 12 3.5Z" />
    </Icon>
  );
}
