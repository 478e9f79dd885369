// `@storefront/features/translations`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.

export { pluralText } from './plural-text';
export { TextsReadContext } from './texts-read';
export type { TranslationsState } from './translations-slice';
export {
  fetchTranslations,
  keepsTexts,
  selectTexts,
  selectTextsPartial,
  textsReadOnly,
} from './translations-slice';
export { useCompleteTexts } from './use-complete-texts';
export type { TextLookup } from './use-text';
export { useText } from './use-text';
