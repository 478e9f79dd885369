import { PAGE_HEADING_ID, parseThemeName } from '@storefront/ui';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { readCookie } from './server/cookies.server';
import { ICON_LINKS, THEME_COLORS } from './shell/app-icons';
import { EarlyPressReplayScript } from './shell/early-press-replay';
import { revalidateUnlessListingFilters } from './shell/listing-navigation';
import { languageOfPath, THEME_COOKIE } from './shell/preferences';
import { RootStylesheet } from './shell/root-stylesheet';

/**
 * No font preloads: Chromium holds the first paint for preloaded fonts (render-blocking font preloads), and on a
 * phone's link the three faces (about 43 KB) arrived ~150 ms after the page could have painted (issue 24, decision
 * 0007). The faces declare `font-display: swap` and the local fallback is metric-adjusted
 * (`fallback-font-faces.ts` in ui), so text paints at once and the swap shifts nothing.
 */
export const links: Route.LinksFunction = () => [
  // Favicons and the web app manifest (issue #22.12): without them browsers ask for /favicon.ico anyway.
  ...ICON_LINKS,
];

/** The document's language and theme, known on the server so the first paint is right. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    language: languageOfPath(new URL(request.url).pathname),
    theme: parseThemeName(readCookie(request.headers.get('cookie'), THEME_COOKIE)),
  };
}

/** A listing's filter change keeps the language and theme: no request (see the page route's rule). */
export const shouldRevalidate = revalidateUnlessListingFilters;

/** The HTML document around every route. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const theme = data?.theme ?? 'light';
  return (
    <html lang={data?.language ?? 'en'} data-theme={theme} style={{ colorScheme: theme }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLORS[theme]} />
        {/* No frame before the page's heading is parsed: a first frame of the header alone would push the
            heading's paint to a later frame on a slow phone (ui's PAGE_HEADING_ID, issue 24). */}
        <link rel="expect" href={`#${PAGE_HEADING_ID}`} blocking="render" />
        {/* Inline in a built shop: the first paint waits for no stylesheet request (shell/root-stylesheet). */}
        <RootStylesheet />
        {/* Presses on buttons before hydration are kept and pressed again once it is done (issue 24). */}
        <EarlyPressReplayScript />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        {/* Scrolls to the top on new navigations unless the address has a hash (spec §2), and restores
            the position on back and forward. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort when rendering itself failed: a plain page with the status, outside the store. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="maincontent">
      <h1>{status === 404 ? 'Page not found' : 'Unexpected error'}</h1>
      <p>An unexpected error occured while processing your request. Please try again.</p>
    </main>
  );
}
