import type { Page } from '@storefront/api-client';
import { createApiClient } from '@storefront/api-client';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/make-store';
import { makeProduct } from '../test/product-fixtures';
import { TestProviders } from '../test/render-with-providers';
import { pageFixture } from '../test/shell-fixtures';
import { ProductPage } from './product-page';

const page = pageFixture({ pageType: 'ProductPage', product: makeProduct() } as Partial<Page> & {
  pageType: 'ProductPage';
});

function App() {
  // One store per render, made from the same state: the server's and the browser's.
  const store = makeStore({ api: createApiClient({ apiBase: 'http://127.0.0.1:9' }) });
  return (
    <TestProviders store={store} theme="light" route="/en/p">
      <ProductPage page={page} />
    </TestProviders>
  );
}

/**
 * The server's HTML: rendered with no document (jsdom's is hidden). A first pass loads the page's lazy parts;
 * the second, as on a warm server, renders the page whole in one synchronous pass.
 */
async function serverHtml(): Promise<string> {
  const render = () => {
    vi.stubGlobal('document', undefined);
    try {
      return renderToString(<App />);
    } finally {
      vi.unstubAllGlobals();
    }
  };
  render();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return render();
}

// jsdom has no layout: this observer reports an element in view when the test says so.
const observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
class TestIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  disconnect() {
    for (let i = observed.length - 1; i >= 0; i -= 1)
      if (observed[i]?.callback === this.callback) observed.splice(i, 1);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function comeIntoView(element: Element) {
  for (const { callback, target } of [...observed]) {
    if (target === element || target.contains(element))
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

/** Whether React has hydrated the element: hydrated DOM nodes carry React's fiber key. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  observed.length = 0;
  document.body.innerHTML = '';
});

describe('ProductPage hydration', () => {
  it('hydrates the buy box with the page and the related and similar cards only when they come into view', async () => {
    const html = await serverHtml();
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <App />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const heading = container.querySelector('h1') as Element;
    expect(isHydrated(heading)).toBe(true);
    const rows = ['related-products', 'similar-products'].map(
      (id) => container.querySelector(`[data-testid="${id}"]`) as Element,
    );
    const cards = rows.flatMap((row) => [...row.querySelectorAll(':scope > ul > li')]);
    expect(cards).toHaveLength(3);
    // The server's markup is all there, but React has not hydrated the cards.
    for (const card of cards) {
      expect(card.querySelector('a[href]')).not.toBeNull();
      expect(isHydrated(card.firstElementChild as Element)).toBe(false);
    }

    const [first, ...others] = cards as [Element, ...Element[]];
    await act(async () => comeIntoView(first));
    expect(isHydrated(first.firstElementChild as Element)).toBe(true);
    for (const card of others) expect(isHydrated(card.firstElementChild as Element)).toBe(false);
    expect(errors).toEqual([]);
  });
});
