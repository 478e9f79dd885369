// A consumer of the packed packages, compiled with tsc against their published .d.ts files and run on Node.
// It prints one JSON line that the pack test asserts; any type error in the packages' declarations fails tsc.
import { type ApiResult, type Customer, createApiClient } from '@storefront/api-client';
import { STOCK_LEVEL_DEFAULT_TEXTS, stockLevel } from '@storefront/domain';
import { makeStore } from '@storefront/features';
import { ProductCard, StorefrontThemeProvider } from '@storefront/ui';
import { renderToString } from 'react-dom/server';
import { productFixture } from './product-fixture.js';

const apiBase = process.env.API_BASE;
if (!apiBase) throw new Error('API_BASE is not set');

const html = renderToString(
  <StorefrontThemeProvider persist={false} withGlobalStyles={false}>
    <ProductCard product={productFixture} signedIn />
  </StorefrontThemeProvider>,
);

const api = createApiClient({ apiBase, language: 'en' });
const suggestions = await api.search.suggestions('sofa');
// The annotation is the point: the published types must narrow the union to string[] after `ok`.
const firstSuggestion: string | null = suggestions.ok ? (suggestions.data[0] ?? null) : null;
const missing: ApiResult<Customer | null> = await api.customer.current();
const store = makeStore({ api });

/** Narrows the result union the way an app does: only failures and exceptions carry a message. */
function describe(result: ApiResult<unknown>) {
  if (result.ok) return { ok: true };
  if (result.kind === 'redirect') return { ok: false, kind: result.kind, redirectUrl: result.redirectUrl };
  return { ok: false, kind: result.kind, status: result.status, message: result.message };
}

process.stdout.write(
  `${JSON.stringify({
    html,
    stock: STOCK_LEVEL_DEFAULT_TEXTS[stockLevel(productFixture)],
    suggestions: suggestions.ok ? suggestions.data : suggestions.kind,
    firstSuggestion,
    missing: describe(missing),
    storeKeys: Object.keys(store.getState()).sort(),
  })}\n`,
);
