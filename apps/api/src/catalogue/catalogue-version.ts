import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

/**
 * The catalogue's current version (migration 0005): every committed transaction that wrote a table the public
 * catalogue answers read has moved it on. A bigint column, so a JavaScript bigint.
 */
export async function readCatalogueVersion(db: Database): Promise<bigint> {
  const rows = await queryRows<{ version: string | number }>(
    db,
    sql`SELECT version FROM catalogue_version WHERE id = 1`,
  );
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('catalogue_version has no row: migration 0005 has not run');
  return BigInt(version);
}
