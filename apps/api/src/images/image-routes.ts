import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { BANNER_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, THUMBNAIL_SIZE } from '../seed/image-urls';
import { COLORS } from '../seed/taxonomy';
import { bannerSvg, type DrawView, isProductKind, productSvg } from './draw-product';

/** Generated images never change for an address, so browsers and proxies may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const VIEWS: readonly DrawView[] = ['front', 'angle', 'detail', 'thumb'];

function colorHex(key: string): string | undefined {
  return COLORS.find((color) => color.key === key)?.hex;
}

/** GET /api/images/products/{kind}/{colour}/{view}.svg and /api/images/banners/{kind}/{colour}.svg. */
export function registerImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; color: string; view: string } }>(
    '/api/images/products/:kind/:color/:view',
    async (request, reply) => {
      const { kind, color } = request.params;
      const view = request.params.view.replace(/\.svg$/, '') as DrawView;
      const hex = colorHex(color);
      if (!isProductKind(kind) || !hex || !VIEWS.includes(view) || !request.params.view.endsWith('.svg')) {
        throw new ApiError(404, 'NOT_FOUND', `No image ${request.url}`);
      }
      const size = view === 'thumb' ? THUMBNAIL_SIZE : PRODUCT_IMAGE_SIZE;
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', IMAGE_CACHE_CONTROL);
      return productSvg(kind, hex, view, size.width, size.height, `${kind}, ${color}`);
    },
  );
  app.get<{ Params: { kind: string; color: string } }>(
    '/api/images/banners/:kind/:color',
    async (request, reply) => {
      const { kind } = request.params;
      const color = request.params.color.replace(/\.svg$/, '');
      const hex = colorHex(color);
      if (!isProductKind(kind) || !hex || !request.params.color.endsWith('.svg')) {
        throw new ApiError(404, 'NOT_FOUND', `No image ${request.url}`);
      }
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', IMAGE_CACHE_CONTROL);
      return bannerSvg(kind, hex, BANNER_IMAGE_SIZE.width, BANNER_IMAGE_SIZE.height, `${kind}, ${color}`);
    },
  );
}
