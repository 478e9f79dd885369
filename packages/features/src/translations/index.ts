// `@storefront/features/translations`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.

export { pluralText } from './plural-text';
export type { TranslationsState } from './translations-slice';
export { fetchTranslations, selectTexts } from './translations-slice';
export type { TextLookup } from './use-text';
export { useText } from './use-text';
