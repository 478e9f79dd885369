import { STARTUP_LOADER_REMOVAL_MS } from '@storefront/domain';
import { type ReactNode, useEffect, useState } from 'react';

/** Props of {@link StartupLoader}. */
export interface StartupLoaderProps {
  /** The full-page loading screen to show until removal. */
  children: ReactNode;
}

/**
 * Keeps the start-up loading screen on screen for 700 ms after the first (hydrated) render, then removes it
 * (spec §2). Without JavaScript a `<noscript>` style hides it, so the server-rendered page stays usable.
 */
export function StartupLoader({ children }: StartupLoaderProps) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), STARTUP_LOADER_REMOVAL_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div id="startup-loader" data-testid="startup-loader">
      <noscript>
        <style>{'#startup-loader{display:none}'}</style>
      </noscript>
      {children}
    </div>
  );
}
