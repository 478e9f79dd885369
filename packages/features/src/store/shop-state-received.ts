import { createAction } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';

/** The per-address part of the state a route loader sends: what changes from one page to the next. */
export type PageLoadState = Pick<RootState, 'page' | 'errors' | 'customerSession'>;

/**
 * The route loader answered a client-side navigation: the page, errors and customer session of the new
 * address replace the held ones (settings, translations and site content only change with the language,
 * and a new language gets a new store).
 */
export const shopStateReceived = createAction<PageLoadState>('shop/stateReceived');
