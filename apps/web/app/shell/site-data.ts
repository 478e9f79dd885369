import { createLazyApiClient } from '@storefront/api-client';
import { fetchGlobalSettings } from '@storefront/features/settings';
import { fetchSiteContent } from '@storefront/features/shell';
import { makeStore } from '@storefront/features/store';
import { fetchTranslations } from '@storefront/features/translations';
import type { SiteData } from '../server/load-shop.server';
import type { RouteLanguage } from './preferences';

/**
 * The language-wide data (settings, translations, header, footer, global content) the browser holds, per
 * language, for the life of the tab: the server leaves it out of a client navigation's data request, and the
 * page route's client loader adds it back from here. Before this, every navigation carried it again (6 KB
 * gzip of translations alone) and the store, made once per language, ignored it.
 */
const held = new Map<RouteLanguage, SiteData>();

/** Keeps a language's data, as a document (or a language switch) brought it. */
export function holdSiteData(language: RouteLanguage, site: SiteData): void {
  held.set(language, site);
}

/**
 * The language's data: the one held, else read in the browser through the API client, with the same thunks
 * the server uses (a switch to a language this tab has not shown yet). Null when the settings could not be
 * read: the caller then lets the server render the address as a document, which answers that case.
 */
export async function siteDataFor(language: RouteLanguage): Promise<SiteData | null> {
  const known = held.get(language);
  if (known) return known;
  // Same origin: /api goes through the web server's proxy, with the language in Content-Language.
  const store = makeStore({ api: createLazyApiClient({ apiBase: '', language }) });
  await Promise.all([
    store.dispatch(fetchGlobalSettings()),
    store.dispatch(fetchTranslations()),
    store.dispatch(fetchSiteContent()),
  ]);
  const { settings, translations, siteContent } = store.getState();
  if (settings.status !== 'succeeded') return null;
  const site = { settings, translations, siteContent };
  // A failed translations read is not kept, so the next navigation in this language tries again.
  if (translations.status === 'succeeded') held.set(language, site);
  return site;
}

/** Forgets every language's data (tests). */
export function forgetSiteData(): void {
  held.clear();
}
