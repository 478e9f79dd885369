import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { BANNER_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, THUMBNAIL_SIZE } from '../seed/image-urls';
import { COLORS } from '../seed/taxonomy';
import { bannerSvg, type DrawView, isProductKind, productSvg } from './draw-product';
import { createRasterCache } from './raster-cache';

/** Generated images never change for an address, so browsers and proxies may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const VIEWS: readonly DrawView[] = ['front', 'angle', 'detail', 'thumb'];

function colorHex(key: string): string | undefined {
  return COLORS.find((color) => color.key === key)?.hex;
}

/** Views that also come as PNG: the full-size ones, which previews and structured data point at. */
const RASTER_VIEWS: readonly DrawView[] = ['front', 'angle', 'detail'];

/** The name without its `.svg` or `.png` ending, and which it was; undefined for any other ending. */
function splitFormat(name: string): { base: string; format: 'svg' | 'png' } | undefined {
  const match = /^(.+)\.(svg|png)$/.exec(name);
  return match?.[1] && (match[2] === 'svg' || match[2] === 'png')
    ? { base: match[1], format: match[2] }
    : undefined;
}

/**
 * GET /api/images/products/{kind}/{colour}/{view}.svg and /api/images/banners/{kind}/{colour}.svg, and the
 * same addresses ending in `.png` (full-size views and banners only): the drawing rendered to PNG for readers
 * that show no SVG (social previews via og:image, search engines' product images), kept in an LRU cache.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const rasters = createRasterCache();
  // Any other name is a 404 (an image that does not exist), not a 400, so the parameters are plain text here.
  const tags = ['images'];
  const productParams = z.object({ kind: z.string(), color: z.string(), view: z.string() });
  app.get(
    '/api/images/products/:kind/:color/:view',
    { schema: { tags, params: productParams } },
    async (request, reply) => {
      const { kind, color } = request.params;
      const name = splitFormat(request.params.view);
      const view = name?.base as DrawView;
      const hex = colorHex(color);
      if (
        !isProductKind(kind) ||
        !hex ||
        !name ||
        !VIEWS.includes(view) ||
        (name.format === 'png' && !RASTER_VIEWS.includes(view))
      ) {
        throw new ApiError(404, 'NOT_FOUND', `No image ${request.url}`);
      }
      const size = view === 'thumb' ? THUMBNAIL_SIZE : PRODUCT_IMAGE_SIZE;
      const svg = () => productSvg(kind, hex, view, size.width, size.height, `${kind}, ${color}`);
      reply.header('cache-control', IMAGE_CACHE_CONTROL);
      if (name.format === 'png') {
        return reply.type('image/png').send(rasters.png(`products/${kind}/${color}/${view}`, svg));
      }
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      return svg();
    },
  );
  app.get(
    '/api/images/banners/:kind/:color',
    { schema: { tags, params: z.object({ kind: z.string(), color: z.string() }) } },
    async (request, reply) => {
      const { kind } = request.params;
      const name = splitFormat(request.params.color);
      const color = name?.base ?? '';
      const hex = colorHex(color);
      if (!isProductKind(kind) || !hex || !name) {
        throw new ApiError(404, 'NOT_FOUND', `No image ${request.url}`);
      }
      const svg = () =>
        bannerSvg(kind, hex, BANNER_IMAGE_SIZE.width, BANNER_IMAGE_SIZE.height, `${kind}, ${color}`);
      reply.header('cache-control', IMAGE_CACHE_CONTROL);
      if (name.format === 'png') {
        return reply.type('image/png').send(rasters.png(`banners/${kind}/${color}`, svg));
      }
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      return svg();
    },
  );
};
