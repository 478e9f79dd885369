import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true once effects run: marks a server-rendered
 * view as interactive (`data-hydrated`), which browser tests wait for before they click.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
