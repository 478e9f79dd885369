import { useCallback } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectTexts } from './translations-slice';

/** Looks up a translated text; the fallback shows when the key is missing. */
export type TextLookup = (key: string, fallback: string) => string;

/**
 * The texts the API serves for the current language (spec: use the translations, not literals).
 * @example const t = useText(); t('header.cart', 'Cart')
 */
export function useText(): TextLookup {
  const texts = useAppSelector(selectTexts);
  return useCallback((key: string, fallback: string) => texts[key] || fallback, [texts]);
}
