import { data, redirect } from 'react-router';
import { pageModulesFor, preloadPage, preparePageNavigation } from '../pages/page-registry';
import { apiBase } from '../server/api-base.server';
import { loadShop } from '../server/load-shop.server';
import { pageModulePreloads } from '../server/page-preloads.server';
import { revalidateUnlessListingFilters } from '../shell/listing-navigation';
import { pageMeta } from '../shell/page-meta';
import { ShopRoot } from '../shell/shop-root';
import { readShopState, serialiseShopState } from '../shell/shop-state-transport';
import type { Route } from './+types/page';

/**
 * Every address under a language route: the page from `api/content/page` (Context-Url = the full
 * request URL) plus the language-wide data, rendered with the status the page load decided.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const result = await loadShop(request, { apiBase: apiBase() });
  if (result.kind === 'redirect') throw redirect(result.location, result.status);
  // The page's chunk is loaded before rendering, so the HTML holds the page and not a fallback.
  const pageType = result.state.page.current?.pageType;
  await preloadPage(pageType);
  // Its chunk (and what it imports) is preloaded with the document, so hydration does not wait for it.
  const preloads = pageModulePreloads(pageModulesFor(pageType));
  return data(
    { state: serialiseShopState(result.state), language: result.language, preloads },
    { status: result.status },
  );
}

/**
 * In the browser, a navigation also loads the next page's chunk before it shows, so no placeholder flashes;
 * a page type with its own placeholder (the product page skeleton) shows that while its chunk loads.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await preparePageNavigation(readShopState(loaded).page.current?.pageType);
  return loaded;
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
