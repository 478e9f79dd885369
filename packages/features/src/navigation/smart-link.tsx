import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { classifyLink, toInAppPath } from './classify-link';

/** Props of {@link SmartLink}. */
export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Any address the content or navigation holds: '#id', a path, a same-host URL, mailto: or external. */
  href: string;
  children?: ReactNode;
}

/** The host the page is served from; during the server render there is no window and links are internal. */
function currentHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/**
 * Scrolls smoothly to the element a '#id' names and records the hash without a navigation.
 * @returns whether the element exists.
 */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  window.history.pushState(window.history.state, '', `#${id}`);
  return true;
}

/**
 * A link that follows the navigation rules of spec §2: '#' links scroll smoothly, internal links
 * navigate in place, mailto links set the location, other external links open in a new tab.
 */
export function SmartLink({ href, children, onClick, ...rest }: SmartLinkProps) {
  const kind = classifyLink(href, currentHost());
  if (kind === 'internal') {
    return (
      <Link to={toInAppPath(href)} onClick={onClick} {...rest}>
        {children}
      </Link>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (kind === 'hash') {
      if (scrollToHash(href)) event.preventDefault();
    } else if (kind === 'mailto') {
      event.preventDefault();
      window.location.href = href;
    }
  };
  const external = kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} onClick={handleClick} {...external} {...rest}>
      {children}
    </a>
  );
}
