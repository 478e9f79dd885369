import { sql } from 'drizzle-orm';
import { createDatabase } from '../../src/db/create-database';

/*
 * Child process of the durability test: opens the PGlite folder given as argument, commits one row, reports
 * 'committed' and then waits to be killed without closing the database.
 */
const dataDir = process.argv[2];
const value = process.argv[3] ?? 'x';
const handle = await createDatabase({ dataDir });
await handle.db.execute(
  sql`INSERT INTO translations (language, key, value) VALUES ('en', 'durability.check', ${value})`,
);
process.stdout.write('committed\n');
setInterval(() => undefined, 60_000);
