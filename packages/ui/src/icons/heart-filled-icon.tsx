import { Icon, type IconProps } from './icon';

/** Filled heart (is a favourite) icon. Decorative (aria-hidden) unless given a `title`. */
export function HeartFilledIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        fill="currentColor"
        d="M12 20.3s-7.9-4.7-7.9-10.4A4.5 4.5 0 0 1 12 7.2a4.5 4.5 0 0 1 7.9 2.7c0 5.7-7.9 10.4-7.9 10.4Z"
      />
    </Icon>
  );
}
