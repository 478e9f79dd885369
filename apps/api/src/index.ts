import pino from 'pino';
import { ConfigError, readConfig } from './config';
import { trackInFlight } from './http/in-flight';
import { createServer } from './server';
import { startDatabase } from './start-database';

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const database = await startDatabase(config, log);
  const app = await createServer({
    logLevel: config.logLevel,
    db: database.db,
    catalogueCache: config.catalogueCache,
    proxySecret: config.proxySecret,
  });
  const inFlight = trackInFlight(app);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and let the running ones finish, then close the database so PGlite flushes.
    await app.close();
    if (!(await inFlight.drained(10_000))) app.log.warn('requests still running after 10 s; closing anyway');
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
