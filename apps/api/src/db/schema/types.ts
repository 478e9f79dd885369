import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL `tsvector`. Drizzle has no built-in column for it; the value is only ever written by the
 * database (generated columns) and read inside SQL, so the TypeScript side is an opaque string.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** The two content languages of the shop; every per-language row carries one of these. */
export type LanguageCode = 'no' | 'en';
