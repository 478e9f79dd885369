/**
 * What Tab can reach: links, enabled form controls (not hidden inputs), embedded frames, editable regions
 * and anything with a non-negative tabindex. The one list every trap in the shop uses.
 */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements inside `root` that Tab reaches, in document order (hidden, inert and tabindex="-1" left out). */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) =>
      !(element.getAttribute('tabindex') ?? '0').startsWith('-') &&
      !element.hasAttribute('hidden') &&
      !element.closest('[hidden]') &&
      !element.closest('[inert]'),
  );
}
