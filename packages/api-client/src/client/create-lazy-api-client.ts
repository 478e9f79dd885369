import type { ApiException } from './api-result';
import type { ApiClient } from './create-api-client';
import { ERROR_MESSAGES } from './error-messages';
import type { ApiClientConfig } from './transport';

type CallGroup = Exclude<keyof ApiClient, 'language'>;

/** Every call group of {@link ApiClient}; typed so that a group added there must be added here. */
const CALL_GROUPS: Readonly<Record<CallGroup, true>> = {
  content: true,
  site: true,
  customer: true,
  favorites: true,
  orders: true,
  search: true,
  categories: true,
  cart: true,
  passwordReset: true,
  fdv: true,
  approvals: true,
};

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** What a call answers when the client's code itself could not be loaded (offline, a removed chunk). */
const notLoaded: ApiException = { ok: false, kind: 'exception', message: ERROR_MESSAGES.generic };

/**
 * Creates an API client whose code (transport, response reading, every call) loads on its first call.
 * A server-rendered page needs no API call until the shopper does something, so browsers can leave the
 * client out of the first load. Same interface and results as {@link createApiClient}; if the code
 * cannot be loaded, a call resolves to the generic exception instead of throwing.
 * @example
 * const api = createLazyApiClient({ apiBase: '', language: 'en' });
 * const cart = await api.cart.get(); // the first call fetches the client's code, later calls reuse it
 */
export function createLazyApiClient(config: ApiClientConfig): ApiClient {
  let loading: Promise<ApiClient> | undefined;
  const load = () => {
    loading ??= import('./create-api-client').then((module) => module.createApiClient(config));
    // A failed load is not kept, so the next call tries again.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const groupOf = (group: CallGroup) =>
    // A proxy rather than a list of calls: the calls stay declared once, in their group's module.
    new Proxy(
      {},
      {
        get: (_target, call) =>
          // `then` stays undefined so that a group object is never mistaken for a promise.
          typeof call !== 'string' || call === 'then'
            ? undefined
            : (...args: unknown[]) =>
                load().then(
                  (client) => (client[group] as unknown as Record<string, AnyCall>)[call]?.(...args),
                  () => notLoaded,
                ),
      },
    );
  const groups = Object.fromEntries(
    Object.keys(CALL_GROUPS).map((group) => [group, groupOf(group as CallGroup)]),
  );
  return { language: config.language ?? 'no', ...groups } as ApiClient;
}
