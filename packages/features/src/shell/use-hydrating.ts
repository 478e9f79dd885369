import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates the calling component (React reads the server snapshot then), false in a client
 * render (a client navigation, the next batch of a listing: no server markup to keep) and on the server,
 * which has no document: a part that keeps its server markup until later asks this in its first render.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== 'undefined',
  );
}
