import { keyframes, type Theme } from '@emotion/react';
import {
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { IconButton } from '../icon-button/icon-button';
import { BackIcon } from '../icons/back-icon';
import { CloseIcon } from '../icons/close-icon';
import { Spinner } from '../spinner/spinner';
import { timings } from '../tokens';
import { lockBodyScroll } from './scroll-lock';

/** Where and how a modal sits on the screen. */
export type ModalPlacement = 'center' | 'side-panel';

/** Props of {@link Modal} and {@link SidePanelModal}. */
export interface ModalProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the shopper closes it (close button, Escape, backdrop) and with the state on changes. */
  onOpenChange?: (open: boolean) => void;
  /** The title; it names the dialog. */
  title: ReactNode;
  /** The content; may be a `React.lazy` component, shown after `fallback` while it loads. */
  children: ReactNode;
  /** Optional footer (actions, error lists). */
  footer?: ReactNode;
  /** Shows a back button before the title that calls this (e.g. a step back inside the panel). */
  onBack?: () => void;
  /** @default 'Close' */
  closeLabel?: string;
  /** @default 'Back' */
  backLabel?: string;
  /** Shown while lazy content loads. @default a spinner labelled 'Loading' */
  fallback?: ReactNode;
  /** @default 'center' (`SidePanelModal` uses 'side-panel') */
  placement?: ModalPlacement;
  /** Close when the backdrop is clicked. @default true */
  closeOnBackdropClick?: boolean;
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(2rem)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const riseIn = keyframes({
  from: { transform: 'translateY(1rem)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

function panelStyles(t: Theme, placement: ModalPlacement) {
  // Small screens: a full-width, full-height sheet for both placements.
  const base = {
    position: 'fixed' as const,
    inset: 0,
    display: 'flex',
    flexDirection: 'column' as const,
    background: t.colors.surface,
    color: t.colors.text,
    boxShadow: t.shadows.overlay,
    outline: 'none',
    animation: `${riseIn} ${t.durations.normal} ${t.easings.enter}`,
    [t.mq.reducedMotion]: { animation: 'none' },
  };
  if (placement === 'side-panel') {
    return {
      ...base,
      // From 961px: a 480px drawer on the right (spec §2).
      [t.mq.from('drawer')]: {
        insetInlineStart: 'auto',
        width: t.sizes.modalDrawer,
        animation: `${slideIn} ${t.durations.normal} ${t.easings.enter}`,
      },
    };
  }
  return {
    ...base,
    [t.mq.from('tablet')]: {
      inset: 'auto',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: `min(36rem, calc(100vw - ${t.space[8]}))`,
      maxHeight: '90vh',
      borderRadius: t.radii.m,
      animation: `${fadeIn} ${t.durations.normal} ${t.easings.enter}`,
    },
  };
}

/**
 * A modal dialog in a portal: `role="dialog"`, `aria-modal`, named by its title, with back and close buttons
 * and an optional footer. While open it traps Tab focus, closes on Escape and locks the page's scroll; focus
 * moves into the dialog at once and to the close button 1 s after opening (spec §2), and returns to the
 * element that opened it on close. Content can be lazy (`React.lazy`) and is wrapped in Suspense.
 */
export function Modal({
  open,
  defaultOpen = false,
  onOpenChange,
  title,
  children,
  footer,
  onBack,
  closeLabel = 'Close',
  backLabel = 'Back',
  fallback,
  placement = 'center',
  closeOnBackdropClick = true,
}: ModalProps) {
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = open ?? own;
  // Portals need the DOM; rendering nothing until mounted keeps server and first client render equal.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );

  if (!mounted || !isOpen) return null;
  return createPortal(
    <ModalDialog
      title={title}
      footer={footer}
      onBack={onBack}
      closeLabel={closeLabel}
      backLabel={backLabel}
      fallback={fallback}
      placement={placement}
      closeOnBackdropClick={closeOnBackdropClick}
      onClose={() => setOpen(false)}
    >
      {children}
    </ModalDialog>,
    document.body,
  );
}

interface ModalDialogProps
  extends Required<
    Pick<ModalProps, 'title' | 'children' | 'closeLabel' | 'backLabel' | 'placement' | 'closeOnBackdropClick'>
  > {
  footer: ReactNode;
  onBack: (() => void) | undefined;
  fallback: ReactNode;
  onClose: () => void;
}

/** Whether the element's content is taller than the element, re-checked when it resizes or its content changes. */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollHeight > element.clientHeight);
    check();
    // Content can change without a resize of the body itself (lazy content replacing its fallback).
    const mutations = new MutationObserver(check);
    mutations.observe(element, { childList: true, subtree: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resizes?.observe(element);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [ref]);
  return scrolls;
}

/** The open dialog; mounting it is opening, unmounting it is closing. */
function ModalDialog({
  title,
  children,
  footer,
  onBack,
  closeLabel,
  backLabel,
  fallback,
  placement,
  closeOnBackdropClick,
  onClose,
}: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolls = useScrolls(bodyRef);

  // Layout effect, before the trap's: the page stops scrolling in the same commit that shows the dialog.
  useLayoutEffect(() => {
    const release = lockBodyScroll();
    const timer = setTimeout(() => {
      const dialog = dialogRef.current;
      const active = document.activeElement;
      // Only take focus if the shopper has not moved it to something inside the dialog already.
      if (dialog && (active === dialog || !dialog.contains(active))) closeRef.current?.focus();
    }, timings.modalFocusDelayMs);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, []);
  // Focus moves into the dialog at once, Tab cycles inside, Escape closes, and the opener gets focus back.
  useFocusTrap(dialogRef, { active: true, initialFocus: 'container', onEscape: onClose });

  return (
    <div css={(t) => ({ position: 'fixed', inset: 0, zIndex: t.zIndices.modal })}>
      <div
        data-part="backdrop"
        aria-hidden="true"
        onClick={closeOnBackdropClick ? onClose : undefined}
        css={(t) => ({
          position: 'fixed',
          inset: 0,
          background: t.colors.overlay,
          animation: `${fadeIn} ${t.durations.fast} linear`,
          [t.mq.reducedMotion]: { animation: 'none' },
        })}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={(t) => panelStyles(t, placement)}
      >
        {/* Plain divs, not header/footer: inside a dialog those would count as a second page banner and
            contentinfo (axe landmark-no-duplicate-banner / -contentinfo, landmark-unique). */}
        <div
          data-part="header"
          css={(t) => ({
            display: 'flex',
            alignItems: 'center',
            gap: t.space[2],
            minHeight: t.headerHeights.checkout,
            paddingInline: t.space[4],
            borderBlockEnd: `${t.borderWidths.thin} solid ${t.colors.border}`,
            flexShrink: 0,
          })}
        >
          {onBack ? (
            <IconButton aria-label={backLabel} onClick={onBack} size="s">
              <BackIcon size="s" />
            </IconButton>
          ) : null}
          <h2
            id={titleId}
            css={(t) => ({ flex: 1, minWidth: 0, fontSize: t.fontSizes.xl, fontWeight: t.fontWeights.bold })}
          >
            {title}
          </h2>
          <IconButton ref={closeRef} aria-label={closeLabel} onClick={onClose} size="s">
            <CloseIcon size="s" />
          </IconButton>
        </div>
        <div
          ref={bodyRef}
          data-part="body"
          // Long content scrolls; keyboard users can only scroll it if it can take focus (WCAG 2.1.1).
          tabIndex={bodyScrolls ? 0 : undefined}
          css={(t) => ({ flex: 1, overflowY: 'auto', padding: t.space[4] })}
        >
          <Suspense
            fallback={
              fallback ?? (
                <div css={(t) => ({ display: 'flex', justifyContent: 'center', padding: t.space[8] })}>
                  <Spinner size="l" label="Loading" />
                </div>
              )
            }
          >
            {children}
          </Suspense>
        </div>
        {footer ? (
          <div
            data-part="footer"
            css={(t) => ({
              flexShrink: 0,
              padding: t.space[4],
              borderBlockStart: `${t.borderWidths.thin} solid ${t.colors.border}`,
            })}
          >
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The side-panel modal (spec §2): a full-width sheet on small screens and a 480px drawer on the right from
 * 961px, with everything `Modal` does.
 */
export function SidePanelModal(props: Omit<ModalProps, 'placement'>) {
  return <Modal {...props} placement="side-panel" />;
}
