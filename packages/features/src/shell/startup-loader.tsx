import { STARTUP_LOADER_REMOVAL_MS } from '@storefront/domain';
import { type ReactNode, useEffect, useState } from 'react';

/** Props of {@link StartupLoader}. */
export interface StartupLoaderProps {
  /**
   * Whether the first paint already holds page content (a server-rendered page, an error page). Then the
   * loader is never rendered, on the server or in the browser, so it can neither cover nor flash over it.
   */
  hasPageContent: boolean;
  /** The full-page loading screen to show until removal. */
  children: ReactNode;
}

/**
 * The start-up loading screen of spec §2, for a start whose first paint has no page content (a client-only
 * render): it stays 700 ms after the first render, then goes. A page whose content the server rendered never
 * gets it (issue 24): the shopper sees the content at first paint and keeps seeing it. Without JavaScript a
 * `<noscript>` style hides it, so a page without content is not covered for good either.
 */
export function StartupLoader({ hasPageContent, children }: StartupLoaderProps) {
  const [visible, setVisible] = useState(!hasPageContent);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), STARTUP_LOADER_REMOVAL_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!visible || hasPageContent) return null;
  return (
    <div id="startup-loader" data-testid="startup-loader">
      <noscript>
        <style>{'#startup-loader{display:none}'}</style>
      </noscript>
      {children}
    </div>
  );
}
