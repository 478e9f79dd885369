import { globalSettingsSchema, translationsSchema } from '../../schemas/site';
import type { Transport } from '../transport';

/** Builds the site calls. */
export function createSiteCalls(send: Transport) {
  return {
    /** GET api/site/global-settings: currency, market, static pages, countries, VAT flag. */
    globalSettings: () =>
      send({ method: 'GET', path: 'api/site/global-settings', schema: globalSettingsSchema }),
    /** GET api/site/translations: the translations map of the configured language. */
    translations: () => send({ method: 'GET', path: 'api/site/translations', schema: translationsSchema }),
  };
}

/** The site calls. */
export type SiteCalls = ReturnType<typeof createSiteCalls>;
