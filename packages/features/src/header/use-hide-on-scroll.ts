import { SECONDARY_BAR_HIDE_SCROLL_PX } from '@storefront/domain';
import { useEffect, useState } from 'react';

/**
 * Whether the secondary bar is hidden: scrolling down past 50px hides it, any scroll up shows it again
 * (spec §2). Starts visible, which is also what the server renders.
 *
 * Only the reader's scrolling counts. Hiding or showing the bar makes the page 40 px shorter or longer, and the
 * browser then moves the scroll position itself: at the end of the page it clamps it (the page got shorter),
 * and scroll anchoring keeps the content in view in place (the header above it grew). Read as the reader's
 * scroll, that move flipped the bar back, and at the end of a page the bar flickered on every frame. A move
 * equal to the page's change in height since the last decision (to the pixel) is the browser following the
 * layout; a reader's scroll after content grew (a further batch of products) is not equal to it and counts.
 */
export function useHideOnScroll(threshold: number = SECONDARY_BAR_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let current = false;
    let pageHeight = document.documentElement.scrollHeight;
    const onScroll = () => {
      const y = window.scrollY;
      const next = y > last && y > threshold ? true : y < last ? false : current;
      if (next !== current) {
        // Read only when the bar would change, so scrolling on costs no layout read.
        const height = document.documentElement.scrollHeight;
        const followedLayout = height !== pageHeight && Math.abs(y - last - (height - pageHeight)) <= 1;
        pageHeight = height;
        if (!followedLayout) {
          current = next;
          setHidden(next);
        }
      }
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
