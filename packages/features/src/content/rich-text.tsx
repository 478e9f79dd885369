import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { classifyLink, scrollToHash, toInAppPath } from '../navigation';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** HTML the web server already sanitised (sanitize-html in the route loader). */
  html: string;
  className?: string;
}

/**
 * Editor HTML, sanitised on the server before it reaches React. Clicks on its links follow the navigation
 * rules of spec §2 (in-place navigation, smooth '#' scrolling, mailto, new tab for external links).
 */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href) return;
    const kind = classifyLink(href, window.location.host);
    if (kind === 'internal') {
      event.preventDefault();
      navigate(toInAppPath(href));
    } else if (kind === 'hash') {
      if (scrollToHash(href)) event.preventDefault();
    } else if (kind === 'mailto') {
      event.preventDefault();
      window.location.href = href;
    } else {
      event.preventDefault();
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside are the interactive elements; Enter on a link fires this click too
    <div
      className={className}
      onClick={handleClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitize-html in the route loader
      dangerouslySetInnerHTML={{ __html: html }}
      css={(t) => ({
        '& > * + *': { marginTop: t.space[4] },
        '& h2': { fontSize: t.fontSizes['2xl'] },
        '& h3': { fontSize: t.fontSizes.xl },
        '& ul, & ol': { paddingLeft: t.space[6] },
      })}
    />
  );
}
