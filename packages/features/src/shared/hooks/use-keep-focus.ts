import { type RefObject, useEffect } from 'react';

function isDisabled(element: Element): boolean {
  return element.matches(':disabled');
}

/**
 * Keeps keyboard focus on a control that is disabled for a moment while a cart call runs (quantity
 * stepper buttons and input, add to cart, remove). A browser moves focus to the page body when the focused
 * control becomes disabled, so a keyboard shopper would start over from the top of the page after every
 * quantity change. This watches the `disabled` attribute inside the container: when the control that had
 * focus is enabled again and focus went nowhere else in the meantime, focus returns to it.
 *
 * It works for controls this package does not render itself (the ui ProductCard's stepper), which is why it
 * watches the DOM instead of the components' state.
 */
export function useKeepFocus(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof MutationObserver === 'undefined') return;
    // The control inside the container that focus was last on, and whether it was disabled since.
    let focused: HTMLElement | null = null;
    let disabledWhileFocused = false;

    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof HTMLElement ? event.target : null;
      disabledWhileFocused = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus moved to another element (inside or outside): the shopper moved on; nothing to give back.
      if (event.relatedTarget !== null && !disabledWhileFocused) focused = null;
    };
    const observer = new MutationObserver(() => {
      if (!focused) return;
      if (!focused.isConnected) {
        focused = null;
        return;
      }
      if (isDisabled(focused)) {
        disabledWhileFocused = true;
        return;
      }
      if (!disabledWhileFocused) return;
      const active = document.activeElement;
      const target = focused;
      focused = null;
      disabledWhileFocused = false;
      // Only when focus fell to the page (or stayed on the control); never take it from somewhere else.
      if (active === null || active === document.body || active === target) target.focus();
    });
    observer.observe(container, { attributes: true, attributeFilter: ['disabled'], subtree: true });
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [containerRef]);
}
