import { configureStore } from '@reduxjs/toolkit';
import { type RootState, rootReducer } from './root-reducer';
import type { ThunkExtra } from './thunk-extra';

/** What `makeStore` needs. */
export interface MakeStoreOptions {
  /** The API client thunks use (their `extra.api`). */
  api: ThunkExtra['api'];
  /** State to start from: the server-rendered state on hydration, fixtures in tests and stories. */
  preloadedState?: Partial<RootState>;
}

/**
 * Creates the storefront store: one per server request, one per browser tab, one per test.
 * @example const store = makeStore({ api: createApiClient({ apiBase: '' }) });
 */
export function makeStore({ api, preloadedState }: MakeStoreOptions) {
  const extra: ThunkExtra = { api };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

/** A store made by `makeStore`. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch, thunks included. */
export type AppDispatch = AppStore['dispatch'];
