import type { Language } from '@storefront/api-client';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/** The PostgreSQL text search configuration of a content language. */
export function searchConfig(language: Language): SQL {
  return language === 'no' ? sql`'norwegian'::regconfig` : sql`'english'::regconfig`;
}

/**
 * A content language as an SQL literal rather than a parameter. The per-language indexes are partial
 * (`WHERE language = 'en'`): a prepared statement's generic plan can use them only when the statement's text
 * names the language, so a statement run as a named one (`queryRows`' `prepareAs`) writes it this way and has
 * one text per language.
 */
export function languageLiteral(language: Language): SQL {
  return language === 'no' ? sql`'no'` : sql`'en'`;
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

/**
 * The prefix tsquery of a query (an SQL expression), or null when the query has no words.
 *
 * The language's configuration stems each word and drops its stop words, so a query made of stop words only
 * ('so' on the way to 'sofa', 'the', Norwegian 'og' or 'på') has no lexeme left and would match nothing; the
 * search then fell back to trigram matching on every name (about 580 ms at 100,000 products). For such a query
 * the words are taken as they are, with the `simple` configuration: 'so':* matches the stored (stemmed)
 * lexemes that begin with 'so', such as 'sofa'. A query that keeps at least one lexeme is the language's
 * tsquery unchanged ('the sofa' is 'sofa':*), so ordinary words answer as before.
 *
 * The expression is immutable and its inputs are bound values, so PostgreSQL (and PGlite) fold it to one
 * tsquery constant when planning, and the per-language GIN index is used as for a plain `to_tsquery`.
 */
export function prefixTsQuery(language: Language, query: string): SQL | null {
  const text = prefixQueryText(query);
  return text === null ? null : prefixTsQueryOf(language, text);
}

/**
 * `prefixTsQuery` of a prefix tsquery text (`prefixQueryText`'s), given as a value or as a placeholder filled
 * when the statement runs (a statement built once, listing-search.ts).
 */
export function prefixTsQueryOf(language: Language, text: string | Placeholder): SQL {
  const config = searchConfig(language);
  return sql`(CASE WHEN numnode(to_tsquery(${config}, ${text})) > 0 THEN to_tsquery(${config}, ${text})
    ELSE to_tsquery('simple'::regconfig, ${text}) END)`;
}
