import type { ApiClient } from '@storefront/api-client';

/** What every thunk receives as `extra`: the API client, so tests can hand in a client for a test server. */
export interface ThunkExtra {
  /** The client every fetch goes through (spec §7). */
  api: ApiClient;
}
