import type { FastifyRequest } from 'fastify';

/** The language of texts in the answer: `Content-Language` 'en' or 'no' (default 'no', spec §1). */
export function requestLanguage(request: FastifyRequest): 'no' | 'en' {
  const header = request.headers['content-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return value === 'en' ? 'en' : 'no';
}

/** The `priceInclVAT` query flag: prices including VAT only when it is the text `true` (default excluding). */
export function requestPriceInclVat(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.priceInclVAT === 'true';
}
