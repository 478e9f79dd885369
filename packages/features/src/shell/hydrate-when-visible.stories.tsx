import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// The browser build by name: Storybook's docs addon aliases `react-dom` to a folder, which skips the export
// map, and the folder's `server` entry is React's Node build.
import { renderToString } from 'react-dom/server.browser';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HydrateWhenVisible } from './hydrate-when-visible';

// HydrateWhenVisible only does something to server-rendered markup, so each story does what the shop does: it
// renders a list to HTML first, puts that HTML in the page, then hydrates it. The story's "server" render
// marks every part eager, since a browser has a document and the part would otherwise wait there too; the
// HTML is the same either way (React's boundary comments included), and the hydrating render is the shop's.

/** A part: says whether React has taken over its server markup, and counts presses once it has. */
function Part({ label }: { label: string }) {
  const [hydrated, setHydrated] = useState(false);
  const [count, setCount] = useState(0);
  useEffect(() => setHydrated(true), []);
  return (
    <button
      type="button"
      onClick={() => setCount((c) => c + 1)}
      data-hydrated={hydrated}
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
      {`${label}: ${hydrated ? 'hydrated' : 'server HTML'}, ${count} presses`}
    </button>
  );
}

interface DemoProps {
  /** How many parts the list holds. */
  parts: number;
  /** How many parts at the top hydrate with the page (the first screen of a listing). */
  eagerParts: number;
  /** Space above the list, so the parts start below the fold. */
  offset: 'none' | 'below-the-fold';
}

function PartList({ parts, eagerParts, server }: { parts: number; eagerParts: number; server: boolean }) {
  return (
    <MemoryRouter>
      <ul style={{ display: 'grid', gap: '0.5rem', listStyle: 'none', margin: 0, padding: 0 }}>
        {Array.from({ length: parts }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <HydrateWhenVisible key={index} as="li" eager={server || index < eagerParts}>
            <Part label={`Part ${index + 1}`} />
          </HydrateWhenVisible>
        ))}
      </ul>
    </MemoryRouter>
  );
}

/** Server HTML of a list of parts, then hydration of that HTML with `HydrateWhenVisible` around each part. */
function HydrateWhenVisibleDemo({ parts, eagerParts, offset }: DemoProps) {
  const host = useRef<HTMLDivElement>(null);
  const [serverHtmlIn, setServerHtmlIn] = useState(false);
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let root: Root | undefined;
    let cancelled = false;
    // In a task of its own, outside this root's commit: the server render (synchronous, nothing suspends as
    // every part is eager there) must not run while this root renders, as both set the router's context.
    const timer = setTimeout(() => {
      if (cancelled) return;
      container.innerHTML = renderToString(<PartList parts={parts} eagerParts={eagerParts} server />);
      setServerHtmlIn(true);
      root = hydrateRoot(container, <PartList parts={parts} eagerParts={eagerParts} server={false} />);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      // Unmounted after this commit: React does not unmount one root while rendering another.
      const done = root;
      if (done) queueMicrotask(() => done.unmount());
    };
  }, [parts, eagerParts]);
  return (
    <div
      css={(t) => ({
        display: 'grid',
        gap: t.space[4],
        color: t.colors.text,
        background: t.colors.background,
      })}
    >
      <p css={{ margin: 0 }} data-testid="status">
        {serverHtmlIn ? 'Server HTML in the page, hydrating.' : 'Rendering the server HTML…'}
      </p>
      {offset === 'below-the-fold' ? (
        <p css={{ margin: 0, minHeight: '250vh' }}>The list is further down this page: scroll to it.</p>
      ) : null}
      <div data-testid="list-host" ref={host} />
    </div>
  );
}

const meta = {
  title: 'Shell/HydrateWhenVisible',
  component: HydrateWhenVisibleDemo,
  args: { parts: 6, eagerParts: 2, offset: 'none' },
  argTypes: { offset: { control: 'inline-radio', options: ['none', 'below-the-fold'] } },
} satisfies Meta<typeof HydrateWhenVisibleDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).findByRole('button', { name: new RegExp(`^Part ${n}:`) }, { timeout: 5_000 });

/** In view: the eager parts hydrate with the page, the others as soon as their box is seen. */
export const InView: Story = {
  play: async ({ canvasElement }) => {
    const first = await part(canvasElement, 1);
    await waitFor(() => expect(first).toHaveAttribute('data-hydrated', 'true'), { timeout: 5_000 });
    const last = await part(canvasElement, 6);
    await waitFor(() => expect(last).toHaveAttribute('data-hydrated', 'true'), { timeout: 5_000 });
  },
};

/**
 * Below the fold: the eager parts hydrate at once; the rest keep their server HTML until they come near the
 * viewport or are pressed. A press hydrates the part and reaches it: the count goes up.
 */
export const BelowTheFold: Story = {
  args: { offset: 'below-the-fold' },
  play: async ({ canvasElement }) => {
    const eager = await part(canvasElement, 1);
    await waitFor(() => expect(eager).toHaveAttribute('data-hydrated', 'true'), { timeout: 5_000 });
    const waiting = await part(canvasElement, 6);
    await expect(waiting).toHaveAttribute('data-hydrated', 'false');
    await userEvent.click(waiting);
    await waitFor(() => expect(waiting).toHaveTextContent('Part 6: hydrated, 1 presses'), { timeout: 5_000 });
  },
};

/** Everything hydrates with the page, as on a client navigation's first screen. */
export const AllEager: Story = { args: { eagerParts: 6 } };

/** Dark theme, below the fold. */
export const BelowTheFoldDark: Story = { ...BelowTheFold, globals: { theme: 'dark' } };
