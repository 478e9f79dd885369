import { textsReadOnly } from '@storefront/features/translations';
import { type SerialisedShopState, serialiseShopState } from '../shell/shop-state-transport';
import type { LoadedShopState } from './load-shop.server';

/**
 * A document's state text with only the texts its server render looked up (`keys`): of a category page's 68 KB
 * of state, 21 KB were the language's every text, most of them for modals, forms and pages not on screen. The
 * browser's first render looks up the same keys (it renders what the server rendered), and the shop root reads
 * the rest once the page is idle (`useCompleteTexts`). A state without texts (none loaded) is left as it is.
 */
export function withTextsRead(text: SerialisedShopState, keys: ReadonlySet<string>): SerialisedShopState {
  const state = JSON.parse(text) as LoadedShopState;
  if (!state.translations) return text;
  return serialiseShopState({ ...state, translations: textsReadOnly(state.translations, keys) });
}
