import { useEffect } from 'react';
import { whenIdle } from '../shared/when-idle';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { fetchTranslations, selectTextsPartial } from './translations-slice';

/**
 * Reads the rest of the language's texts when the store holds only those its server render read (a
 * document's state): once the document has loaded (its images, scripts and fonts, so the texts do not take
 * bandwidth from what hydrates the first screen) and the main thread is idle. Until then a part rendered for
 * the first time (a modal, a menu) shows its fallback texts for any text the page did not show, and then the
 * translated ones.
 */
export function useCompleteTexts(): void {
  const partial = useAppSelector(selectTextsPartial);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!partial) return;
    let cancelIdle: () => void = () => undefined;
    const start = () => {
      cancelIdle = whenIdle(() => void dispatch(fetchTranslations()));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdle();
    };
  }, [partial, dispatch]);
}
