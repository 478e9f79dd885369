import { ICON_CACHE_CONTROL, ICON_SVG, iconPng } from '../server/app-icons.server';
import { ICON_SIZES, type IconSize } from '../shell/app-icons';

/** GET /icons/icon.svg, /icons/icon-{32,180,192,512}.png and /icons/apple-touch-icon.png. */
export function loader({ params }: { params: { file?: string } }): Response {
  const file = params.file ?? '';
  if (file === 'icon.svg') {
    return new Response(ICON_SVG, {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': ICON_CACHE_CONTROL },
    });
  }
  const size = file === 'apple-touch-icon.png' ? 180 : Number(/^icon-(\d+)\.png$/.exec(file)?.[1]);
  if (!(ICON_SIZES as readonly number[]).includes(size)) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(iconPng(size as IconSize)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': ICON_CACHE_CONTROL },
  });
}
