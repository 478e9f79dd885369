import { ICON_CACHE_CONTROL, icoFromPng, iconPng } from '../server/app-icons.server';

/** GET /favicon.ico: the 32 px icon in an ICO file, for browsers and tools that ask for it by name. */
export function loader(): Response {
  return new Response(new Uint8Array(icoFromPng(iconPng(32), 32)), {
    headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': ICON_CACHE_CONTROL },
  });
}
