import { act, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { namedProductFixtures } from '../test-fixtures/named-product-fixtures';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { ProductCard } from './product-card';

// Issue 24: Emotion's work per card, before and after a change, measured in one process with the two versions
// alternating so that the machine's load falls on both alike. Runs only when CARD_BASELINE points at a copy of
// an older `packages/ui/src` inside this package (e.g. `.bench-baseline/src`, a `git archive` of the commit
// before). Reports medians; asserts only that both versions render the same 24 cards without a mismatch.
const baseline = process.env.CARD_BASELINE;
const runs = Number(process.env.CARD_BENCH_RUNS ?? 20);

const states = Object.values(namedProductFixtures);
const products = Array.from({ length: 24 }, (_, index) => {
  const product = states[index % states.length];
  if (!product) throw new Error('no fixture');
  return { ...product, code: `${product.code}-${index}`, url: `${product.url}${index}/` };
});

interface Version {
  name: string;
  Provider: ComponentType<{ children: ReactNode; persist: boolean; withGlobalStyles: boolean }>;
  Card: typeof ProductCard;
}

function cards({ Provider, Card }: Version) {
  return (
    <Provider persist={false} withGlobalStyles={false}>
      <ul>
        {products.map((product, index) => (
          <li key={product.code}>
            <Card
              product={product}
              signedIn
              onAddToCart={() => Promise.resolve()}
              onFavouriteClick={() => {}}
              favouriteDisabled="until-hydrated"
              projectPriceUrl="https://example.com/project-price"
              priority={index < 4}
            />
          </li>
        ))}
      </ul>
    </Provider>
  );
}

/** One server render and one hydration of its HTML; the time of both and the HTML. */
function renderAndHydrate(version: Version) {
  const start = performance.now();
  const html = renderToString(cards(version));
  const server = performance.now() - start;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const hydrateStart = performance.now();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() => {
    root = hydrateRoot(container, cards(version), { onRecoverableError: (error) => errors.push(error) });
  });
  const hydration = performance.now() - hydrateStart;
  act(() => root?.unmount());
  container.remove();
  return { server, hydration, html, errors };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Emotion classes of the HTML: how many elements carry one, and how many distinct styles they are. */
function emotionClasses(html: string) {
  const all = [...html.matchAll(/\bcss-[a-z0-9]+(?:-[A-Za-z0-9]+)?/g)].map((match) => match[0]);
  return { elements: all.length, distinct: new Set(all).size };
}

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe.runIf(baseline)('24 product cards, baseline against this version', () => {
  it('renders and hydrates both, alternating, and reports the medians', async () => {
    const [providerModule, cardModule] = await Promise.all([
      import(/* @vite-ignore */ `${baseline}/theme/storefront-theme-provider.tsx`),
      import(/* @vite-ignore */ `${baseline}/product-card/product-card.tsx`),
    ]);
    const versions: Version[] = [
      { name: 'baseline', Provider: providerModule.StorefrontThemeProvider, Card: cardModule.ProductCard },
      { name: 'current', Provider: StorefrontThemeProvider, Card: ProductCard },
    ];
    const figures = new Map(versions.map((version) => [version.name, { server: [0], hydration: [0] }]));
    for (const version of versions) {
      const warm = renderAndHydrate(version);
      expect(warm.errors).toEqual([]);
      expect(warm.html.match(/<article/g)).toHaveLength(24);
      const classes = emotionClasses(warm.html);
      console.info(
        `${version.name}: ${classes.elements} elements with an Emotion class, ${classes.distinct} distinct`,
      );
      figures.set(version.name, { server: [], hydration: [] });
    }
    for (let run = 0; run < runs; run += 1) {
      // Alternate which goes first, so neither always runs on a warmer heap.
      const order = run % 2 === 0 ? versions : [...versions].reverse();
      for (const version of order) {
        const { server, hydration } = renderAndHydrate(version);
        figures.get(version.name)?.server.push(server);
        figures.get(version.name)?.hydration.push(hydration);
      }
    }
    for (const [name, { server, hydration }] of figures) {
      console.info(
        `${name}, ${runs} runs: renderToString median ${median(server).toFixed(1)} ms, ` +
          `hydrateRoot median ${median(hydration).toFixed(1)} ms`,
      );
    }
  }, 600_000);
});
