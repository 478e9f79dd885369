import { data, redirect, redirectDocument } from 'react-router';
import { pageModulesFor, preloadPage, preparePageNavigation } from '../pages/page-registry';
import { apiBase } from '../server/api-base.server';
import { loadShop } from '../server/load-shop.server';
import { pageModulePreloads } from '../server/page-preloads.server';
import { revalidateUnlessListingFilters } from '../shell/listing-navigation';
import { pageMeta } from '../shell/page-meta';
import { languageOfPath } from '../shell/preferences';
import { ShopRoot } from '../shell/shop-root';
import { carryShopState, readLoadedState, readShopState } from '../shell/shop-state-transport';
import { siteDataFor } from '../shell/site-data';
import type { Route } from './+types/page';

/**
 * Every address under a language route: the page from `api/content/page` (Context-Url = the full
 * request URL) plus the language-wide data, rendered with the status the page load decided. A client
 * navigation's data request gets the page without the language-wide data: the client loader adds it. A
 * document's state travels in the HTML as inert JSON, not in the loader data (`carryShopState`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await loadShop(request, { apiBase: apiBase() });
  if (result.kind === 'redirect') throw redirect(result.location, result.status);
  // The page's chunk is loaded before rendering, so the HTML holds the page and not a fallback.
  const pageType = result.state.page.current?.pageType;
  await preloadPage(pageType);
  // Its chunk (and what it imports) is preloaded with the document, so hydration does not wait for it.
  const preloads = pageModulePreloads(pageModulesFor(pageType));
  return data(
    { state: carryShopState(result.state, context), language: result.language, preloads },
    { status: result.status },
  );
}

/**
 * In the browser (client navigations only; hydration uses the server's answer): the server's answer holds the
 * page but not the language-wide data, which this adds from what the tab holds for the address's language, or
 * reads through the API client, in parallel, when the shopper switches to a language not shown yet (React
 * Router's "fullstack state" pattern of clientLoader and serverLoader). It also loads the next page's chunk
 * before it shows, so no placeholder flashes; a page type with its own placeholder (the product page skeleton)
 * shows that while its chunk loads.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const [loaded, site] = await Promise.all([serverLoader(), siteDataFor(language)]);
  // A browser without Sec-Fetch-Dest gets the whole state from the server: nothing to add.
  const whole = readLoadedState(loaded).settings !== undefined;
  // The settings of a new language could not be read: the server renders the address as a document instead
  // (its answer for that case is the error page with status 500).
  if (!whole && !site) throw redirectDocument(request.url);
  const answer = { ...loaded, site: whole ? undefined : (site ?? undefined) };
  await preparePageNavigation(readShopState(answer).page.current?.pageType);
  return answer;
}

/**
 * A filter, sorter or paging change of the listing on screen (and Back/Forward between such states) does not
 * reload the page: the listing applies the address itself. Every other navigation revalidates as usual.
 */
export const shouldRevalidate = revalidateUnlessListingFilters;

/**
 * Title, description, canonical, alternates, Open Graph and robots of the page, and a modulepreload link for
 * each chunk of the page type's code-split page (the loader's `preloads`; no other page type's). They load
 * after the first paint like React Router's own (scripts-after-paint.server.ts moves them all).
 */
export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const preloads = (loaderData?.preloads ?? []).map((href) => ({
    tagName: 'link',
    rel: 'modulepreload',
    href,
  }));
  return [...pageMeta(loaderData ? readShopState(loaderData) : undefined), ...preloads];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ShopRoot state={readShopState(loaderData)} language={loaderData.language} />;
}
