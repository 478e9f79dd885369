import { useCallback, useContext, useRef } from 'react';
import { useAppSelector, useAppStore } from '../store/hooks';
import { TextsReadContext } from './texts-read';
import { selectTexts } from './translations-slice';

/** Looks up a translated text; the fallback shows when the key is missing. */
export type TextLookup = (key: string, fallback: string) => string;

/**
 * The texts the API serves for the current language (spec: use the translations, not literals).
 *
 * A component re-renders (and gets a new lookup) only when a text it has looked up changes, including one
 * that was missing and arrives: the rest of the language arriving after hydration (`useCompleteTexts`)
 * re-renders nothing already on screen. The lookup reads the store's current texts, so a text looked up
 * for the first time after that is found.
 * @example const t = useText(); t('header.cart', 'Cart')
 */
export function useText(): TextLookup {
  const store = useAppStore();
  const read = useContext(TextsReadContext);
  const shown = useRef<Map<string, string | undefined>>(new Map()).current;
  const sameShown = useCallback(
    (_before: Record<string, string>, after: Record<string, string>) => {
      for (const [key, text] of shown) if (after[key] !== text) return false;
      return true;
    },
    [shown],
  );
  // The selection is the subscription: a new one (a shown text changed) makes a new lookup, so values a
  // component derived from the texts with `useMemo(…, [t])` are derived again.
  const selection = useAppSelector(selectTexts, sameShown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `selection` gives the lookup its identity (above)
  return useCallback(
    (key: string, fallback: string) => {
      const text = store.getState().translations.texts[key];
      shown.set(key, text);
      read?.add(key);
      return text || fallback;
    },
    [selection, store, shown, read],
  );
}
