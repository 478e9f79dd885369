import type { FastifyRequest } from 'fastify';

/** The `priceInclVAT` query flag: prices including VAT only when it is the text `true` (default excluding). */
export function requestPriceInclVat(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.priceInclVAT === 'true';
}
