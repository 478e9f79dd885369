import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// The browser build by name: Storybook's docs addon aliases `react-dom` to a folder, which skips the export
// map, and the folder's `static` entry is React's Node build.
import { prerender } from 'react-dom/static.browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lazyWhenVisible } from './lazy-when-visible';

// lazyWhenVisible only does something to server-rendered markup, so each story does what the shop does:
// it renders the part to HTML first (React's static prerender, which waits for lazy parts like the shop's
// server), puts that HTML in the page, then hydrates it with a second wrapper of the same name, whose code is
// asked for only when the markup comes into view (or takes focus or a press).

/** The wrapped part: a counter, so whether React has taken over the server's button can be tried out. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => setCount((c) => c + 1)}
      // Plain styles: the hydrated root is React's own, outside the story's Emotion theme.
      style={{
        minHeight: '2.75rem',
        padding: '0 1rem',
        font: 'inherit',
        color: 'inherit',
        background: 'transparent',
        border: '1px solid currentColor',
        borderRadius: '0.25rem',
      }}
    >
      {`${label} ${count}`}
    </button>
  );
}

/** Where the demo puts the part on the page. */
type Placement = 'in-view' | 'below-the-fold' | 'not-displayed';

interface DemoProps {
  /** The counter's label. */
  label: string;
  /** In view at once, two screens down, or inside `display: none` (like the desktop bar on a phone). */
  placement: Placement;
}

/** Server HTML of the part, then hydration of that HTML, with a line saying whether its code was loaded. */
function LazyWhenVisibleDemo({ label, placement }: DemoProps) {
  const name = `story-counter-${useId()}`;
  const [loaded, setLoaded] = useState(false);
  const [serverHtmlIn, setServerHtmlIn] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  // Two wrappers of one name, as in the shop: the server's bundle and the browser's are separate module loads.
  const [parts] = useState<{
    Server: ComponentType<{ label: string }>;
    Client: ComponentType<{ label: string }>;
  }>(() => ({
    Server: lazyWhenVisible(name, async () => Counter),
    Client: lazyWhenVisible(name, async () => {
      setLoaded(true);
      return Counter;
    }),
  }));

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let root: Root | undefined;
    let cancelled = false;
    void (async () => {
      const { prelude } = await prerender(<parts.Server label={label} />);
      const html = await new Response(prelude).text();
      if (cancelled) return;
      container.innerHTML = html;
      setServerHtmlIn(true);
      root = hydrateRoot(container, <parts.Client label={label} />);
    })();
    return () => {
      cancelled = true;
      // Unmounted after this commit: React does not unmount one root while rendering another.
      const done = root;
      if (done) queueMicrotask(() => done.unmount());
    };
  }, [parts, label]);

  return (
    <div
      css={(t) => ({
        display: 'grid',
        gap: t.space[4],
        color: t.colors.text,
        background: t.colors.background,
      })}
    >
      {/* Kept on screen while scrolling to the part, so the moment its code loads can be watched. */}
      <p
        css={(t) => ({
          position: 'sticky',
          top: 0,
          margin: 0,
          padding: `${t.space[2]} 0`,
          background: t.colors.background,
        })}
        data-testid="status"
      >
        {!serverHtmlIn
          ? 'Rendering the server HTML…'
          : loaded
            ? 'Its code has loaded and React has hydrated the server HTML.'
            : 'Server HTML shown as it came; its code is not loaded yet.'}
      </p>
      {placement === 'below-the-fold' ? (
        <p css={{ margin: 0, minHeight: '250vh' }}>The part is further down this page: scroll to it.</p>
      ) : null}
      <div
        css={placement === 'not-displayed' ? { display: 'none' } : undefined}
        data-testid="part-host"
        ref={host}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/lazyWhenVisible',
  component: LazyWhenVisibleDemo,
  args: { label: 'Clicks', placement: 'in-view' },
} satisfies Meta<typeof LazyWhenVisibleDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const HYDRATED = 'Its code has loaded and React has hydrated the server HTML.';
const WAITING = 'Server HTML shown as it came; its code is not loaded yet.';

/** On screen from the start: its code loads at once and the server's button starts counting. */
export const InView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(HYDRATED, {}, { timeout: 5_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Clicks 0' }));
    await canvas.findByRole('button', { name: 'Clicks 1' });
  },
};

/** Two screens down: the server's button is there, but no code loads until it comes near the viewport. */
export const BelowTheFold: Story = {
  args: { placement: 'below-the-fold' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(WAITING, {}, { timeout: 5_000 });
    await expect(canvas.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
  },
};

/** Two screens down, then scrolled to: coming into view loads its code and hydrates the same button. */
export const ScrolledIntoView: Story = {
  args: { placement: 'below-the-fold' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(WAITING, {}, { timeout: 5_000 });
    const button = canvas.getByRole('button', { name: 'Clicks 0' });
    button.scrollIntoView();
    await canvas.findByText(HYDRATED, {}, { timeout: 5_000 });
    // The very element the server sent, now React's.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Clicks 0' })).toBe(button));
  },
};

/** Inside `display: none` (the desktop header bar on a phone): never in view, so its code never loads. */
export const NotDisplayed: Story = {
  args: { placement: 'not-displayed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(WAITING, {}, { timeout: 5_000 });
    // Longer than a load takes in InView: still waiting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByTestId('status')).toHaveTextContent(WAITING);
  },
};

/** Hydrated, dark theme. */
export const InViewDark: Story = { ...InView, globals: { theme: 'dark' } };
