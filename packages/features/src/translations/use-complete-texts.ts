import { useEffect } from 'react';
import { whenIdle } from '../shared/when-idle';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { fetchTranslations, selectTextsPartial } from './translations-slice';

/**
 * Reads the rest of the language's texts once the page is idle, when the store holds only those its server
 * render read (a document's state). Until then a part rendered for the first time (a modal, a menu) shows
 * its fallback texts for any text the page did not show, and then the translated ones.
 */
export function useCompleteTexts(): void {
  const partial = useAppSelector(selectTextsPartial);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!partial) return;
    return whenIdle(() => void dispatch(fetchTranslations()));
  }, [partial, dispatch]);
}
