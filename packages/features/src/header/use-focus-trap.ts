import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const MODAL_DIALOG = '[role="dialog"][aria-modal="true"]';

/** The elements Tab can reach inside a container, in order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('hidden') && element.closest('[hidden]') === null,
  );
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
 * While active, Tab and Shift+Tab cycle through the container's focusable elements only (spec §2: focus
 * is trapped inside the open mobile menu), and focus starts on the first of them. A modal opened above
 * the container (the country selector inside the mobile menu) keeps its own trap: Tab is left alone while
 * focus is inside another modal dialog or when that dialog has handled the key already.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    focusableWithin(root)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const current = document.activeElement;
      if (isInOtherModal(root, current)) return;
      const items = focusableWithin(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, active]);
}
