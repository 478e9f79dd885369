import { act, fireEvent, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenVisible } from './lazy-when-visible';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

/** Server HTML as the shop's server sends it: all lazy parts waited for (onAllReady). */
function serverHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        let html = '';
        pipe({
          write: (chunk: string | Uint8Array) => {
            html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk);
            return true;
          },
          end: () => resolve(html),
          on: () => undefined,
          once: () => undefined,
          emit: () => true,
          removeListener: () => undefined,
        } as unknown as NodeJS.WritableStream);
      },
      onError: reject,
    });
  });
}

// jsdom has no layout, so no IntersectionObserver: this one reports what the test says comes into view.
const observed: Element[] = [];
let report: ((entries: { isIntersecting: boolean; target: Element }[]) => void) | null = null;
class TestIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {
    report = null;
  }
}

/**
 * As in the header: one copy in a bar that is not displayed (it never comes into view), and one the client
 * renders later (the mobile menu, opened after hydration).
 */
function HiddenBarAndMenu({ Part, menuOpen }: { Part: ComponentType<{ label: string }>; menuOpen: boolean }) {
  return (
    <>
      <div style={{ display: 'none' }}>
        <Part label="Bar" />
      </div>
      {menuOpen ? <Part label="Menu" /> : null}
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed.length = 0;
  document.body.innerHTML = '';
});

describe('lazyWhenVisible', () => {
  it('keeps the server markup, loads the code only when it comes into view, then hydrates it', async () => {
    const Server = lazyWhenVisible('counter', async () => Counter);
    const html = await serverHtml(<Server label="Clicks" />);
    expect(html).toContain('Clicks 0');

    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Client = lazyWhenVisible('counter', load);
    await act(async () => {
      hydrateRoot(container, <Client label="Clicks" />);
    });
    // Not in view yet: the server's button is shown as it was and no code was asked for.
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Clicks 0' });
    expect(observed).toEqual([button]);

    await act(async () => {
      report?.([{ isIntersecting: true, target: button }]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element, now with its click handler.
    fireEvent.click(button);
    expect(button).toHaveTextContent('Clicks 1');
  });

  it('watches every instance of a part: the second coming into view loads the code for both', async () => {
    const Server = lazyWhenVisible('blocks', async () => Counter);
    const page = (Part: typeof Server) => (
      <>
        <Part label="First" />
        <Part label="Second" />
      </>
    );
    const html = await serverHtml(page(Server));
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Client = lazyWhenVisible('blocks', load);
    await act(async () => {
      hydrateRoot(container, page(Client));
    });
    const first = screen.getByRole('button', { name: 'First 0' });
    const second = screen.getByRole('button', { name: 'Second 0' });
    expect(observed).toEqual([first, second]);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      report?.([{ isIntersecting: true, target: second }]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(second);
    fireEvent.click(first);
    expect(second).toHaveTextContent('Second 1');
    expect(first).toHaveTextContent('First 1');
  });

  it('loads at once when it gets new props before coming into view, and shows them', async () => {
    const Server = lazyWhenVisible('switch', async () => Counter);
    const html = await serverHtml(<Server label="Clicks" />);
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Client = lazyWhenVisible('switch', load);
    const root = await act(async () => hydrateRoot(container, <Client label="Clicks" />));
    expect(load).not.toHaveBeenCalled();
    // A language switch hands the part new texts while it is still server markup.
    await act(async () => {
      root.render(<Client label="Klikk" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Klikk 0' })).toBeInTheDocument();
  });

  it('loads at once for a copy rendered on the client while the load waits for a hidden copy', async () => {
    const Server = lazyWhenVisible('hidden-bar', async () => Counter);
    const html = await serverHtml(<HiddenBarAndMenu Part={Server} menuOpen={false} />);
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Client = lazyWhenVisible('hidden-bar', load);
    const root = await act(async () =>
      hydrateRoot(container, <HiddenBarAndMenu Part={Client} menuOpen={false} />),
    );
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      root.render(<HiddenBarAndMenu Part={Client} menuOpen />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    const menuCopy = await screen.findByRole('button', { name: 'Menu 0' });
    fireEvent.click(menuCopy);
    expect(menuCopy).toHaveTextContent('Menu 1');
  });

  it('loads at once when there is no server markup to watch', async () => {
    const load = vi.fn(async () => Counter);
    const Part = lazyWhenVisible('fresh', load);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Part label="Fresh" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Fresh 0' })).toBeInTheDocument();
  });
});
