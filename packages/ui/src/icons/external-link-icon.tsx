import { Icon, type IconProps } from './icon';

/** External link (opens in a new tab) icon. Decorative (aria-hidden) unless given a `title`. */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13.8 4.2h6v6M19.8 4.2l-8.4 8.4M17.6 13.6v5a1.2 1.2 0 0 1-1.2 1.2H5.4a1.2 1.2 0 0 1-1.2-1.2v-11a1.2 1.2 0 0 1 1.2-1.2h5" />
    </Icon>
  );
}
