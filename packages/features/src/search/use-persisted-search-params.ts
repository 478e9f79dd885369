import { SEARCH_PARAMS_STORAGE_KEY } from '@storefront/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Blocked storage (privacy settings): the search page simply does not remember.
    return undefined;
  }
}

/**
 * Keeps the search page's last parameters in browser storage (spec §2): every address with parameters is
 * saved; opening the search page with none restores the saved ones (as a replacement, not a new entry).
 */
export function usePersistedSearchParams(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const store = storage();
    if (!store) return;
    if (location.search.length > 1) {
      store.setItem(SEARCH_PARAMS_STORAGE_KEY, location.search);
      return;
    }
    const saved = store.getItem(SEARCH_PARAMS_STORAGE_KEY);
    if (saved?.startsWith('?')) {
      void navigate({ pathname: location.pathname, search: saved }, { replace: true });
    }
  }, [location.pathname, location.search, navigate]);
}
