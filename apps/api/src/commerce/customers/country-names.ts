/** Country names the shop ships to; other codes show as the code itself. */
const COUNTRY_NAMES: Record<string, { no: string; en: string }> = {
  NO: { no: 'Norge', en: 'Norway' },
  SE: { no: 'Sverige', en: 'Sweden' },
  DK: { no: 'Danmark', en: 'Denmark' },
  FI: { no: 'Finland', en: 'Finland' },
  IS: { no: 'Island', en: 'Iceland' },
  DE: { no: 'Tyskland', en: 'Germany' },
  GB: { no: 'Storbritannia', en: 'United Kingdom' },
};

/** The display name of a two-letter country code in the shop's language (the client sends only the code). */
export function countryName(code: string, language: 'no' | 'en'): string {
  return COUNTRY_NAMES[code.toUpperCase()]?.[language] ?? code.toUpperCase();
}
