import { type ReactNode, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../shared/after-next-paint';
import { HydrateWhenVisible, useHydrating } from '../shell';

/** Props of {@link SidebarFilters}. */
export interface SidebarFiltersProps {
  /** The filter panel (the same element the filter modal shows). */
  panel: ReactNode;
}

/**
 * The facet sidebar of wide screens. A phone shows no sidebar (the filter modal holds the filters): there it
 * has no box, and its server markup waits in `HydrateWhenVisible` until a change drops it. That drop removes
 * the whole panel's markup, which in the click of a tick in the modal would come before the ticked box is
 * painted; so while the sidebar has no box it takes a new panel only after the next paint (lab INP, issue 24).
 * A sidebar on screen takes every new panel at once, in the same render as the change.
 */
export function SidebarFilters({ panel }: SidebarFiltersProps) {
  const ref = useRef<HTMLElement>(null);
  const [late, setLate] = useState(panel);
  // Only markup from the server waits to be dropped; a sidebar rendered in the browser has none.
  const [fromServer] = useState(useHydrating());
  // No element in the server render and the first client render: the panel as it is, as the server rendered it.
  const hidden = fromServer && ref.current !== null && ref.current.getClientRects().length === 0;
  useEffect(() => {
    if (late === panel) return;
    return afterNextPaint(() => setLate(panel));
  }, [panel, late]);
  return (
    <aside ref={ref} css={(t) => ({ display: 'none', [t.mq.from('desktop')]: { display: 'block' } })}>
      {/* Not displayed on a phone, where the modal holds the filters: it hydrates when it is on screen. */}
      <HydrateWhenVisible dropWhenHidden>{hidden ? late : panel}</HydrateWhenVisible>
    </aside>
  );
}
