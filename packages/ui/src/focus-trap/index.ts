export { FOCUSABLE_SELECTOR, focusableElements } from './focusable';
export type { FocusTrapOptions } from './use-focus-trap';
export { isInOtherModal, useFocusTrap } from './use-focus-trap';
