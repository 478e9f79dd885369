import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrating } from './use-hydrating';

/** Renders what the hook answered in each render, and records it. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'hydrating' : 'not hydrating'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('useHydrating', () => {
  it('is false on the server, which has no document', () => {
    const seen: boolean[] = [];
    vi.stubGlobal('document', undefined);
    const html = renderToString(<Probe seen={seen} />);
    vi.unstubAllGlobals();
    expect(seen).toEqual([false]);
    expect(html).toContain('not hydrating');
  });

  it('is true while React hydrates server markup, and false in the renders after it', async () => {
    const container = document.createElement('div');
    // The server's markup for the hydrating render: what the client's first render must match.
    container.innerHTML = '<p>hydrating</p>';
    document.body.append(container);
    const seen: boolean[] = [];
    const root = await act(async () => hydrateRoot(container, <Probe seen={seen} />));
    // React renders again with the client snapshot once hydrated (no mismatch: the server snapshot was used).
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe('not hydrating');
    await act(async () => root.render(<Probe seen={seen} />));
    expect(seen.at(-1)).toBe(false);
    act(() => root.unmount());
  });

  it('is false in a client render without server markup', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: boolean[] = [];
    const root = createRoot(container);
    await act(async () => root.render(<Probe seen={seen} />));
    expect(seen.every((value) => value === false)).toBe(true);
    expect(container.textContent).toBe('not hydrating');
    act(() => root.unmount());
  });
});
