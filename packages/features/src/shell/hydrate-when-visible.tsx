import { useTheme } from '@emotion/react';
import { createElement, type ReactNode, Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrating } from './use-hydrating';

/**
 * A promise React's `use` reads without waiting once it is open: React looks at a thenable's `status` before
 * it subscribes, so a gate opened during a render lets that same render hydrate what it guards.
 */
interface Gate extends Promise<void> {
  status: 'pending' | 'fulfilled';
  value: undefined;
  open: () => void;
}

function openGate(): Gate {
  const gate = Promise.resolve() as Gate;
  gate.status = 'fulfilled';
  gate.value = undefined;
  gate.open = () => undefined;
  return gate;
}

function pendingGate(): Gate {
  let resolve: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    resolve = r;
  }) as Gate;
  gate.status = 'pending';
  gate.value = undefined;
  gate.open = () => {
    if (gate.status === 'fulfilled') return;
    gate.status = 'fulfilled';
    resolve();
  };
  return gate;
}

/** Parts waiting for a press or focus, by their element. */
const waiting = new Map<Element, () => void>();

/**
 * Opens the gate of the part a press or focus lands in. Listens on the window in the capture phase, so it
 * runs before React's own listener on the root: React then finds the part ready to hydrate and hands it
 * the event, instead of trying, failing and leaving the event unanswered.
 */
function openOnUse(event: Event) {
  for (let node = event.target as Node | null; node; node = node.parentNode) {
    const open = node instanceof Element ? waiting.get(node) : undefined;
    if (open) {
      open();
      return;
    }
  }
}

function waitForUse(element: Element, open: () => void): () => void {
  if (waiting.size === 0) {
    window.addEventListener('pointerdown', openOnUse, { capture: true });
    window.addEventListener('focusin', openOnUse, { capture: true });
  }
  waiting.set(element, open);
  return () => {
    waiting.delete(element);
    if (waiting.size > 0) return;
    window.removeEventListener('pointerdown', openOnUse, { capture: true });
    window.removeEventListener('focusin', openOnUse, { capture: true });
  };
}

/** Waits for the gate; renders its children once it is open. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate);
  return children;
}

/** Props of {@link HydrateWhenVisible}. */
export interface HydrateWhenVisibleProps {
  /** The element that holds the part (its box is what comes into view). @default 'div' */
  as?: 'div' | 'li';
  /** Hydrate with the rest of the page (a part on the first screen): only the boundary is added. */
  eager?: boolean;
  /**
   * Values the children read from outside their props (store state): a change hydrates the part at once,
   * since a part hydrated later with other values than the server's would not match its markup.
   */
  watch?: unknown;
  /**
   * For a part that has no box at some widths (`display: none`, e.g. the filter sidebar on a phone): a change
   * that reaches it while it waits and has no box drops its server markup (nothing on screen changes) instead
   * of hydrating it in that render; it then renders on the client once it has a box. @default false
   */
  dropWhenHidden?: boolean;
  children: ReactNode;
}

/**
 * Hydrates its children when their server markup comes near the viewport (200px ahead), takes focus or a
 * press; until then React keeps the server markup as it is (links work, nothing shifts), and the page's
 * hydration skips it. Unlike `lazyWhenVisible`, each instance waits on its own and no code is split: it is
 * for many small parts of one kind below the first screen, such as the cards of a listing beyond the first
 * rows. The server render and the HTML are the same as without it but for React's boundary comments.
 *
 * A dehydrated part cannot take an update: a navigation (new location) or a theme change opens every gate
 * in the render that brings it, so the part hydrates with that render instead of holding it or being
 * thrown away. Give it children whose props stay the same between renders.
 */
export function HydrateWhenVisible({
  as = 'div',
  eager = false,
  watch,
  dropWhenHidden = false,
  children,
}: HydrateWhenVisibleProps) {
  const location = useLocation();
  const theme = useTheme();
  const hydrating = useHydrating();
  const [held] = useState(() => ({
    gate: eager || !hydrating ? openGate() : pendingGate(),
    location,
    theme,
    children,
    watch,
    dropped: false,
  }));
  const ref = useRef<HTMLElement>(null);
  // Anything new for a part still waiting would reach its boundary as an update: open the gate in this very
  // render (it only ever goes from closed to open, so rendering twice does no harm), or, for a part without a
  // box that may be dropped, drop its markup (the same in a second render: `dropped` only goes to true).
  if (
    held.gate.status === 'pending' &&
    !held.dropped &&
    (held.location !== location || held.theme !== theme || held.children !== children || held.watch !== watch)
  ) {
    if (dropWhenHidden && hasNoBox(ref.current)) held.dropped = true;
    else held.gate.open();
  }
  // The same boundary element while nothing changed: React leaves a waiting part alone.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={held.gate}>{children}</Gated>
      </Suspense>
    ),
    [held, children],
  );
  useEffect(() => {
    const { gate } = held;
    const element = ref.current;
    if (gate.status === 'fulfilled' || !element) return;
    // Rendered on the client without server markup (nothing to keep): show it now.
    if (element.childElementCount === 0 || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    let stopWaiting: () => void = () => undefined;
    const open = () => {
      stopWaiting();
      gate.open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    stopWaiting = waitForUse(element, open);
    // Opened by a navigation or new props: nothing left to watch.
    gate.then(() => {
      observer.disconnect();
      stopWaiting();
    });
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [held]);
  if (held.dropped) {
    // A new element (another key): React removes the waiting boundary with its markup, never hydrating it.
    return (
      <ShownWhenBoxed key="client" as={as}>
        {children}
      </ShownWhenBoxed>
    );
  }
  return createElement(as, { ref, key: 'server' }, boundary);
}

/** Whether the element is laid out without a box (`display: none` on it or an ancestor). */
function hasNoBox(element: HTMLElement | null): boolean {
  return element !== null && element.getClientRects().length === 0;
}

/** Renders its children once its element has a box (comes near the viewport); a client render only. */
function ShownWhenBoxed({ as, children }: { as: 'div' | 'li'; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    // An empty element still intersects once displayed (its edge is in the viewport).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && !hasNoBox(element))) setShown(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return createElement(as, { ref }, shown ? children : null);
}
