/*
 * A real commerce server process for the durability tests: opens the database named by DATABASE_URL or
 * DATA_DIR, adds the fixture catalogue on first start, listens on a free port and prints `LISTENING <port>`.
 * The test kills it with SIGKILL, so nothing here may rely on a clean shutdown.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { commercePlugin } from '../../../src/commerce';
import { firstRow } from '../../../src/commerce/db/sql-rows';
import { createDatabase } from '../../../src/db/create-database';
import { registerApiConventions } from '../../../src/http/api-conventions';
import { insertCatalogueFixture } from './catalogue-fixture';

const handle = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const seeded = await firstRow<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM variations`);
if (!seeded?.n) await insertCatalogueFixture(handle.db);
const app = Fastify({ logger: { level: 'error' } });
// The server's error answers and schema validation, as the server sets them on its root.
registerApiConventions(app);
await app.register(commercePlugin, { db: handle.db, seedDemoAccounts: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
