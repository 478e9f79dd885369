import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './hydrate-when-visible';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function List() {
  return (
    <ul>
      <HydrateWhenVisible as="li" eager>
        <Counter label="First" />
      </HydrateWhenVisible>
      <HydrateWhenVisible as="li">
        <Counter label="Second" />
      </HydrateWhenVisible>
      <HydrateWhenVisible as="li">
        <Counter label="Third" />
      </HydrateWhenVisible>
    </ul>
  );
}

/**
 * Server HTML as the shop's server sends it: everything waited for (onAllReady). The server has no document;
 * jsdom's is hidden while React renders, as it is what tells a server render from hydration.
 */
async function serverHtml(element: React.ReactElement): Promise<string> {
  vi.stubGlobal('document', undefined);
  try {
    return await renderOnServer(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

function renderOnServer(element: React.ReactElement): Promise<string> {
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
const observers: {
  callback: (entries: { isIntersecting: boolean; target: Element }[]) => void;
  target: Element;
}[] = [];
class TestIntersectionObserver {
  constructor(private callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element) {
    observers.push({ callback: this.callback, target });
  }
  disconnect() {
    for (let i = observers.length - 1; i >= 0; i -= 1) {
      if (observers[i]?.callback === this.callback) observers.splice(i, 1);
    }
  }
}
function comesIntoView(target: Element) {
  for (const observer of observers.filter((o) => o.target === target)) {
    observer.callback([{ isIntersecting: true, target }]);
  }
}

/** Whether React has hydrated the element (it keeps the props on it then). */
const hasHandlers = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

async function hydrateServerHtml(element: React.ReactElement) {
  const html = await serverHtml(element);
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return { html, container, recoverable };
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
  document.body.innerHTML = '';
});

describe('HydrateWhenVisible', () => {
  it('renders everything on the server, with no extra element', async () => {
    const html = await serverHtml(
      <MemoryRouter>
        <List />
      </MemoryRouter>,
    );
    expect(html).toContain('First 0');
    expect(html).toContain('Third 0');
    expect(html.match(/<li>/g)).toHaveLength(3);
  });

  it('hydrates an eager part at once and the others each when they come into view or are pressed', async () => {
    const { container, recoverable } = await hydrateServerHtml(
      <MemoryRouter>
        <List />
      </MemoryRouter>,
    );
    const [first, second, third] = screen.getAllByRole('button');
    if (!first || !second || !third) throw new Error('three buttons expected');
    fireEvent.click(first);
    expect(first).toHaveTextContent('First 1');
    // Not hydrated yet: the server's markup stays, and a click finds no handler.
    fireEvent.click(second);
    expect(second).toHaveTextContent('Second 0');

    const items = container.querySelectorAll('li');
    await act(async () => {
      comesIntoView(items[1] as Element);
    });
    // The same element, now with its handler; the third still waits.
    expect(screen.getByRole('button', { name: 'Second 0' })).toBe(second);
    fireEvent.click(second);
    expect(second).toHaveTextContent('Second 1');
    expect(hasHandlers(third)).toBe(false);

    // A press hydrates it before the click arrives.
    await act(async () => {
      fireEvent.pointerDown(third);
    });
    fireEvent.click(third);
    expect(third).toHaveTextContent('Third 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates waiting parts with a navigation instead of holding it or dropping their markup', async () => {
    const routes = () => [
      {
        path: '*',
        element: (
          <>
            <Link to="/next">Next</Link>
            <List />
          </>
        ),
      },
    ];
    const html = await serverHtml(<RouterProvider router={createMemoryRouter(routes())} />);
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const router = createMemoryRouter(routes());
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: recoverable });
    });
    const third = screen.getByRole('button', { name: 'Third 0' });
    expect(hasHandlers(third)).toBe(false);
    await act(async () => {
      await router.navigate('/next');
    });
    expect(router.state.location.pathname).toBe('/next');
    expect(screen.getByRole('button', { name: 'Third 0' })).toBe(third);
    fireEvent.click(third);
    expect(third).toHaveTextContent('Third 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('drops a waiting part without a box on a navigation, and renders it on the client once it has one', async () => {
    const routes = () => [
      {
        path: '*',
        element: (
          <>
            <Link to="/next">Next</Link>
            <HydrateWhenVisible dropWhenHidden>
              <Counter label="Sidebar" />
            </HydrateWhenVisible>
          </>
        ),
      },
    ];
    const html = await serverHtml(<RouterProvider router={createMemoryRouter(routes())} />);
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const router = createMemoryRouter(routes());
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: recoverable });
    });
    expect(hasHandlers(screen.getByRole('button', { name: 'Sidebar 0' }))).toBe(false);
    // jsdom lays nothing out: every element has no box, as a display: none sidebar on a phone.
    await act(async () => {
      await router.navigate('/next');
    });
    // The navigation went through without hydrating the part: its markup is gone, nothing renders yet.
    expect(router.state.location.pathname).toBe('/next');
    expect(screen.queryByRole('button', { name: /Sidebar/ })).toBeNull();
    const wrapper = container.lastElementChild as Element;
    // Displayed again (a wider window): it renders on the client and answers.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 100, 10),
    ] as unknown as DOMRectList);
    await act(async () => {
      comesIntoView(wrapper);
    });
    const button = screen.getByRole('button', { name: 'Sidebar 0' });
    fireEvent.click(button);
    expect(button).toHaveTextContent('Sidebar 1');
    expect(recoverable).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('renders at once in a client render, where there is no server markup to keep', () => {
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    render(
      <MemoryRouter>
        <List />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Third 0' })).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});
