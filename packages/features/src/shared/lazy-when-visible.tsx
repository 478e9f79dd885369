import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
} from 'react';

/** The attribute that marks the server-rendered markup of a component loaded when it comes into view. */
const MARKER = 'data-load-when-visible';

/** Per part still waiting to come into view: starts its loading at once. */
const loadNow = new Map<string, () => void>();

/** Same keys, and each value the same (Object.is). */
function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) => Object.hasOwn(b, key) && Object.is(a[key as keyof typeof a], b[key as keyof typeof b]),
  );
}

/**
 * Resolves when server-rendered markup named `name` (any of its instances: a page can hold several blocks of
 * one kind) comes near the viewport or takes focus or a press. Markup that is not displayed (`display: none`,
 * e.g. the desktop header bar on a phone) never comes into view, so its code is not loaded there. Resolves
 * at once where there is nothing to watch: on the server, in a client render without server markup, or
 * without IntersectionObserver; and when a copy without server markup mounts while it waits (see below).
 */
function whenVisible(name: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const wrappers = Array.from(document.querySelectorAll(`[${MARKER}="${name}"]`));
  // The wrapper itself has no box (display: contents); its children do.
  const boxes = wrappers.flatMap((wrapper) => Array.from(wrapper.children));
  if (boxes.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      loadNow.delete(name);
      observer.disconnect();
      for (const wrapper of wrappers) {
        wrapper.removeEventListener('focusin', done);
        wrapper.removeEventListener('pointerdown', done);
      }
      resolve();
    };
    // 200px ahead, so the code is usually in before the markup is on screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '200px' },
    );
    for (const box of boxes) observer.observe(box);
    for (const wrapper of wrappers) {
      wrapper.addEventListener('focusin', done);
      wrapper.addEventListener('pointerdown', done);
    }
    loadNow.set(name, done);
  });
}

/**
 * Wraps a component whose code loads only when its server-rendered markup comes into view (lazy
 * hydration). The server renders it in full (it waits for lazy components), so the HTML and the first paint
 * are unchanged; in the browser React keeps that markup as it is (links work, nothing shifts) and hydrates
 * it once the code has arrived. Use it for markup below the fold or shown only at some widths. The wrapper
 * is memoised and new props load the code at once (a dehydrated part cannot take new props), so give it
 * props that stay the same between renders (store state, strings, memoised objects).
 * @example const FooterWhenVisible = lazyWhenVisible('footer', () => loadFooter().then((m) => m.Footer));
 */
export function lazyWhenVisible<Props extends object>(
  name: string,
  load: () => Promise<FunctionComponent<Props>>,
): ComponentType<Props> {
  const Loaded: ComponentType<Props> = lazy(() =>
    whenVisible(name)
      .then(load)
      .then((component) => ({ default: component })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per part at module level
  function LoadWhenVisible(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    // All copies share one load, which watches the server markup there was when it started. A copy rendered
    // on the client while that load waits (the mobile menu's copy of a part whose server copy is in the
    // hidden desktop bar, or a block on the page a navigation brings) has no markup to watch and shows
    // nothing until the code is in: it loads it at once.
    useEffect(() => {
      if (ref.current?.childElementCount === 0) loadNow.get(name)?.();
    }, []);
    return (
      <div ref={ref} {...{ [MARKER]: name }} style={{ display: 'contents' }}>
        <Suspense fallback={null}>{createElement(Loaded, props)}</Suspense>
      </div>
    );
  }
  LoadWhenVisible.displayName = `LoadWhenVisible(${name})`;
  // New props for a part still waiting for its code (a language switch brings new texts) would make React
  // drop its server markup for the empty fallback, or hold a navigation until it hydrates: its code is loaded
  // at once then, so the part renders again as soon as it arrives.
  return memo(LoadWhenVisible, (previous, next) => {
    const same = shallowEqual(previous, next);
    if (!same) loadNow.get(name)?.();
    return same;
  });
}
