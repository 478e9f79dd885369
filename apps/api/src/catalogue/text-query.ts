import type { Language } from '@storefront/api-client';
import { type SQL, sql } from 'drizzle-orm';

/** The PostgreSQL text search configuration of a content language. */
export function searchConfig(language: Language): SQL {
  return language === 'no' ? sql`'norwegian'::regconfig` : sql`'english'::regconfig`;
}

/**
 * Words of a query as a prefix tsquery text ('sofa:* & grå:*'). Only letters and digits survive, so the
 * result is always valid tsquery syntax; null when nothing searchable is left.
 * @example prefixQueryText('Grå sofa!') // 'grå:* & sofa:*'
 */
export function prefixQueryText(query: string): string | null {
  const words =
    query
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
