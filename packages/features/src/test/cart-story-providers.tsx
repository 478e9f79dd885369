import type { Cart } from '@storefront/api-client';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { initialCartState } from '../cart/cart-slice';
import { storyApi } from '../cart/story-api';
import { makeStore } from '../store/make-store';
import type { RootState } from '../store/root-reducer';
import { testCustomer, testSettings } from './cart-fixtures';
import { storyState } from './story-providers';

/** What a cart or checkout story starts from. */
export interface CartStoryOptions {
  /** The cart in the store and in every cart answer; null means the server fails. */
  cart: Cart | null;
  /** @default true */
  signedIn?: boolean;
  /** @default false */
  priceInclVAT?: boolean;
  /** More state (e.g. a checkout in progress). */
  state?: Partial<RootState>;
  route?: string;
}

/** The store state of a cart story. */
export function cartStoryState({ cart, signedIn = true, priceInclVAT = false, state }: CartStoryOptions) {
  return storyState({
    settings: { data: { ...testSettings, priceInclVAT }, status: 'succeeded' },
    customerSession: { customer: signedIn ? testCustomer : null, status: 'succeeded' },
    cart: cart
      ? { ...initialCartState, ...cart, loaded: true }
      : { ...initialCartState, loaded: true, error: 'Internal server error.' },
    ...state,
  });
}

/** Store (answering cart calls with the story's cart) and router around a cart or checkout story. */
export function CartStoryProviders({ children, ...options }: CartStoryOptions & { children: ReactNode }) {
  const store = makeStore({ api: storyApi(options.cart), preloadedState: cartStoryState(options) });
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/en']}>{children}</MemoryRouter>
    </Provider>
  );
}
