import type { GlobalSettings, Translations } from '../../schemas/site';
import type { ApiResult } from '../api-result';
import type { Transport } from '../transport';

/** The site calls. */
export interface SiteCalls {
  /** GET api/site/global-settings: currency, market, static pages, countries, VAT flag. */
  globalSettings(): Promise<ApiResult<GlobalSettings>>;
  /** GET api/site/translations: the translations map of the configured language. */
  translations(): Promise<ApiResult<Translations>>;
}

/** Builds the site calls. */
export function createSiteCalls(send: Transport): SiteCalls {
  return {
    globalSettings: () =>
      send({ method: 'GET', path: 'api/site/global-settings', response: 'globalSettings' }),
    translations: () => send({ method: 'GET', path: 'api/site/translations', response: 'translations' }),
  };
}
