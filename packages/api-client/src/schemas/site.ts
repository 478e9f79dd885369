import { z } from 'zod';

/** Content languages, which are also the language routes (`/no/...`, `/en/...`). */
export const LANGUAGES = ['no', 'en'] as const;
/** A content language. */
export const languageSchema = z.enum(LANGUAGES);
/** A content language: `no` or `en`. */
export type Language = z.infer<typeof languageSchema>;

/** A static page from global settings: search, account, cart, checkout, confirmation, not found, error. */
export const staticPageSchema = z.object({
  pageType: z.string(),
  title: z.string(),
  url: z.string(),
});
/** A static page: pageType, title and url. */
export type StaticPage = z.infer<typeof staticPageSchema>;

/** A country of the country selector. */
export const countrySchema = z.object({
  /** ISO 3166 two-letter code, e.g. `NO`. */
  code: z.string(),
  name: z.string(),
  /** Where choosing the country leads (the market's home). */
  url: z.string(),
});
/** A country: code, name and the address of its market. */
export type Country = z.infer<typeof countrySchema>;

/** The answer of GET api/site/global-settings. */
export const globalSettingsSchema = z.object({
  currency: z.string(),
  market: z.string(),
  marketThreeLetterCode: z.string(),
  languageRoute: languageSchema,
  staticPages: z.array(staticPageSchema),
  gtmId: z.string().nullable(),
  insightKey: z.string().nullable(),
  currentCountry: countrySchema,
  countries: z.array(countrySchema),
  availableCountries: z.array(countrySchema),
  /** True shows prices including VAT; default false. */
  priceInclVAT: z.boolean(),
});
/** Global settings. */
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

/** The answer of GET api/site/translations: translation key to text in the requested language. */
export const translationsSchema = z.record(z.string(), z.string());
/** A translations map. */
export type Translations = z.infer<typeof translationsSchema>;
