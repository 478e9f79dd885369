import type { GlobalSettings, Header } from '@storefront/api-client';
import type { HeaderUrls } from '../header';

/**
 * The addresses the shell links to, from global settings' static pages, with the language's usual paths
 * when a static page is missing.
 * @example shellUrls(settings, header).cart // '/en/cart-page'
 */
export function shellUrls(settings: GlobalSettings | null, header: Header | null): HeaderUrls {
  const language = settings?.languageRoute ?? 'en';
  const staticUrl = (pageType: string, fallback: string) =>
    settings?.staticPages.find((page) => page.pageType === pageType)?.url ?? `/${language}/${fallback}`;
  const account = staticUrl('AccountPage', 'account');
  return {
    home: header?.root.url ?? `/${language}`,
    search: staticUrl('SearchPage', 'search'),
    cart: staticUrl('CartPage', 'cart-page'),
    account,
    favourites: `${account}?view=Favorites`,
  };
}
