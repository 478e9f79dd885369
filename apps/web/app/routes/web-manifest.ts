import { ICON_CACHE_CONTROL, webManifest } from '../server/app-icons.server';

/** GET /manifest.webmanifest: the web app manifest. */
export function loader(): Response {
  return new Response(JSON.stringify(webManifest()), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': ICON_CACHE_CONTROL,
    },
  });
}
