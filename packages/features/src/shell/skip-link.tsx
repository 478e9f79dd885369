import type { MouseEvent } from 'react';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Visible text when focused. */
  label: string;
  /**
   * Id of the main content region.
   * @default 'maincontent'
   */
  targetId?: string;
}

/**
 * The skip-to-main-content link (spec §2): first in the tab order, visible only when focused, and it
 * moves keyboard focus (not only the scroll position) to the main content region.
 */
export function SkipLink({ label, targetId = 'maincontent' }: SkipLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={handleClick}
      css={(t) => ({
        position: 'absolute',
        left: t.space[2],
        top: t.space[2],
        zIndex: t.zIndices.pageLoader + 1,
        padding: `${t.space[2]} ${t.space[4]}`,
        background: t.colors.primary,
        color: t.colors.onPrimary,
        borderRadius: t.radii.s,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {label}
    </a>
  );
}
