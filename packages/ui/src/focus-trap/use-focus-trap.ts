import { type RefObject, useLayoutEffect, useRef } from 'react';
import { focusableElements } from './focusable';

const MODAL_DIALOG = '[role="dialog"][aria-modal="true"]';

/** Options of {@link useFocusTrap}. */
export interface FocusTrapOptions {
  /** Whether the trap holds; it starts when this turns true (or on mount) and ends when it turns false. */
  active: boolean;
  /**
   * Where focus goes when the trap starts: the container itself (it needs `tabIndex={-1}`), its first
   * focusable element, or nowhere. @default 'first'
   */
  initialFocus?: 'container' | 'first' | 'none';
  /** Called on Escape, unless the key is meant for another modal dialog or was handled already. */
  onEscape?: () => void;
  /**
   * Give focus back to the element that had it when the trap started, once it ends (WAI-ARIA dialog
   * pattern). Turn off when the caller moves focus itself, e.g. a menu whose links open a new page.
   * @default true
   */
  restoreFocus?: boolean;
}

/**
 * Whether `element` sits in an open modal dialog other than the one `root` is (or is inside): a dialog
 * opened from the container, in a portal or nested in it. That dialog's own trap owns Tab and Escape then.
 */
export function isInOtherModal(root: HTMLElement, element: Element | null): boolean {
  const dialog = element?.closest(MODAL_DIALOG);
  return dialog != null && dialog !== root && !dialog.contains(root);
}

/**
 * Keeps keyboard focus inside `container` while `active` (WAI-ARIA dialog pattern): Tab and Shift+Tab cycle
 * through its focusable elements, Escape calls `onEscape`, and focus returns to where it was when the trap
 * ends. The one trap of every modal and menu in the shop. Keys are read on the document, so focus that
 * slipped out (a click on the page behind) is pulled back in, and a dialog opened above the container (in a
 * portal or nested in it) keeps its own trap: keys are left alone while focus is inside another modal dialog
 * or when something has handled them already.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { active, initialFocus = 'first', onEscape, restoreFocus = true }: FocusTrapOptions,
): void {
  // The latest handler without restarting the trap (and moving focus again) when the caller re-renders.
  const onEscapeRef = useRef(onEscape);
  useLayoutEffect(() => {
    onEscapeRef.current = onEscape;
  });

  // Layout effect: record where focus was before anything moves it, in the same commit that shows the container.
  useLayoutEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (initialFocus === 'container') root.focus();
    else if (initialFocus === 'first') focusableElements(root)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key !== 'Tab' && event.key !== 'Escape') return;
      const current = document.activeElement;
      if (isInOtherModal(root, current)) return;
      if (event.key === 'Escape') {
        if (!onEscapeRef.current) return;
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      const items = focusableElements(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        // Nothing to move to: focus stays where it is rather than leaving the dialog.
        event.preventDefault();
        return;
      }
      const outside = current === root || !root.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (restoreFocus && opener?.isConnected) opener.focus();
    };
  }, [container, active, initialFocus, restoreFocus]);
}
