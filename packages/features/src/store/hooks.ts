// biome-ignore lint/style/noRestrictedImports: the typed hooks are made from the untyped ones here, and only here
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './make-store';
import type { RootState } from './root-reducer';

/** `useDispatch` typed for the storefront store; use it instead of the untyped hook. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the storefront store; use it instead of the untyped hook. */
export const useAppSelector = useSelector.withTypes<RootState>();
