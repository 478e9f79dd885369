import type { Language } from '@storefront/api-client';
import type { FastifyRequest } from 'fastify';

/** The language of texts: the `Content-Language` header, 'en' or 'no' (default 'no', spec §1). */
export function contentLanguage(request: FastifyRequest): Language {
  const header = request.headers['content-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return value === 'en' ? 'en' : 'no';
}
