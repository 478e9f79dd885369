// biome-ignore lint/style/noRestrictedImports: the typed hooks are made from the untyped ones here, and only here
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './make-store';
import { type RootState, withInjectedSlices } from './root-reducer';

/** `useDispatch` typed for the storefront store; use it instead of the untyped hook. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** `useStore` typed for the storefront store, for a value read at call time rather than subscribed to. */
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * `useSelector` typed for the storefront store; use it instead of the untyped hook. A page-specific slice
 * that its page chunk has just injected reads as its initial state until the first action initialises it.
 */
export function useAppSelector<Selected>(
  selector: (state: RootState) => Selected,
  equalityFn?: (left: Selected, right: Selected) => boolean,
): Selected {
  return useSelector(withInjectedSlices(selector), equalityFn);
}
