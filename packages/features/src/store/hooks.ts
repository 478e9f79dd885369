// biome-ignore lint/style/noRestrictedImports: the typed hooks are made from the untyped ones here, and only here
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './make-store';
import { type RootState, withInjectedSlices } from './root-reducer';

/** `useDispatch` typed for the storefront store; use it instead of the untyped hook. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

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
