import { createAction } from '@reduxjs/toolkit';
import type { ApiResult, Customer, RegisterBody } from '@storefront/api-client';
import { customerStatusAfterAuth, sessionCheckClearsUser } from '@storefront/domain';
import { readCart } from '../cart/read-cart';
import { loadFavourites } from '../favourites/favourites-thunks';
import { failureText } from '../shared/failure-text';
import { createAppThunk } from './create-app-thunk';

// The sign-in thunks live beside the store rather than in `auth/`: the customer session, favourites, account
// modals and organisation users slices react to them, and a slice that imported them through `../auth` reached
// the feature's components and through them the store again (a cycle that made the web build split chunks
// that import each other). `@storefront/features/auth` exports them as before.

/** Rejections carry the text the sign-in and register modals show. */
type AuthThunkApi = { rejectValue: string };

/** Shown when the server answered 200 but without an e-mail (spec §4: then the request failed). */
export const NO_CUSTOMER_MESSAGE = 'The answer held no customer.';

/** The credentials of the sign-in form. */
export interface LoginCredentials {
  email: string;
  password: string;
}

function authOutcome(
  answer: ApiResult<Customer>,
): { customer: Customer; error?: undefined } | { customer?: undefined; error: string } {
  if (!answer.ok) return { error: failureText(answer) };
  return customerStatusAfterAuth(answer.data) === 'succeeded'
    ? { customer: answer.data }
    : { error: NO_CUSTOMER_MESSAGE };
}

/**
 * Signs in with e-mail and password (POST api/customer/login with Basic authorisation). The slice goes
 * idle → loading → succeeded (answer with an e-mail) or failed with the server's message. After a
 * sign-in the cart (merged by the server) and the favourites lists are read again.
 */
export const loginCustomer = createAppThunk<Customer, LoginCredentials, AuthThunkApi>(
  'customerSession/login',
  async ({ email, password }, { extra, dispatch, rejectWithValue }) => {
    const answer = await extra.api.customer.login(email, password);
    const outcome = authOutcome(answer);
    if (outcome.error !== undefined) return rejectWithValue(outcome.error);
    void dispatch(readCart());
    void dispatch(loadFavourites());
    return outcome.customer;
  },
);

/** Registers a private customer (POST api/customer/register); the server signs the new customer in. */
export const registerCustomer = createAppThunk<Customer, RegisterBody, AuthThunkApi>(
  'customerSession/register',
  async (body, { extra, dispatch, rejectWithValue }) => {
    const answer = await extra.api.customer.register(body);
    const outcome = authOutcome(answer);
    if (outcome.error !== undefined) return rejectWithValue(outcome.error);
    void dispatch(readCart());
    return outcome.customer;
  },
);

/** The session ended on the client (sign-out or a session check that found none). */
export const customerSessionEnded = createAction('customerSession/ended');

/**
 * Signs out (POST api/customer/logout). The customer state resets to empty whatever the server answers,
 * since a visitor who asked to leave must not keep seeing account data; the cart is then read again.
 */
export const logoutCustomer = createAppThunk<null, void>(
  'customerSession/logout',
  async (_, { extra, dispatch }) => {
    await extra.api.customer.logout();
    dispatch(customerSessionEnded());
    void dispatch(readCart());
    return null;
  },
);

/**
 * One periodic session check (spec §4): GET api/customer. On an exception or a 204 the user is cleared
 * and the cart reloaded; a 200 refreshes the held customer; any other failure keeps what is held.
 * Resolves to 'cleared', 'kept' or the customer answered.
 */
export const sessionCheckTick = createAppThunk<Customer | 'cleared' | 'kept', void>(
  'customerSession/sessionCheck',
  async (_, { extra, dispatch }) => {
    const answer = await extra.api.customer.current();
    if (sessionCheckClearsUser(answer)) {
      dispatch(customerSessionEnded());
      void dispatch(readCart());
      return 'cleared';
    }
    return answer.ok && answer.data ? answer.data : 'kept';
  },
);
