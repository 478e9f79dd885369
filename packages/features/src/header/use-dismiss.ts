import { type RefObject, useEffect } from 'react';

/**
 * Closes an open disclosure panel on a pointer press outside `root` or on Escape (spec §2: header menus close on
 * outside click and Escape). Listeners exist only while the panel is open.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, dismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root, dismiss]);
}
