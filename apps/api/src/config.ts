/** Everything the server reads from its environment, checked once at start-up. */
export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL server address; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Catalogue size seeded into an empty database at start-up (SEED_PRODUCTS, default 3000). */
  seedProducts: number;
}

/** A configuration value that cannot be used; start-up stops with its message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number from 0 to 65535, got '${raw}'`);
  }
  return port;
}

/** Reads and checks the configuration; throws ConfigError naming the bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got '${databaseUrl}'`);
  }
  const logLevel = (env.LOG_LEVEL || 'info') as ApiConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${env.LOG_LEVEL}'`);
  }
  const seedRaw = env.SEED_PRODUCTS || '3000';
  const seedProducts = Number(seedRaw);
  if (!Number.isInteger(seedProducts) || seedProducts < 1 || seedProducts > 1_000_000) {
    throw new ConfigError(
      `SEED_PRODUCTS must be a whole number from 1 to 1000000, got '${env.SEED_PRODUCTS}'`,
    );
  }
  return {
    port: readPort(env, 'API_PORT', 4000),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl,
    dataDir: env.DATA_DIR || new URL('../.data/pglite', import.meta.url).pathname,
    logLevel,
    seedProducts,
  };
}
