import { SECONDARY_BAR_HIDE_SCROLL_PX } from '@storefront/domain';
import { useEffect, useState } from 'react';

/**
 * Whether the secondary bar is hidden: scrolling down past 50px hides it, any scroll up shows it again
 * (spec §2). Starts visible, which is also what the server renders.
 */
export function useHideOnScroll(threshold: number = SECONDARY_BAR_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last && y > threshold) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
