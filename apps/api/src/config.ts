import type { ResponseCacheLimits } from './http/response-cache';

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
  /**
   * Limits of the response cache of public catalogue reads, or null when it is off (CATALOGUE_CACHE=off;
   * CATALOGUE_CACHE_MB, default 64, and CATALOGUE_CACHE_ENTRIES, default 5000, bound it).
   */
  catalogueCache: ResponseCacheLimits | null;
  /**
   * The secret the shop's web server sends with every request it forwards (PROXY_SECRET, at least 16
   * characters); forwarding headers of other callers are ignored. `pnpm start` makes one per start.
   */
  proxySecret: string | undefined;
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

function readWholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got '${raw}'`);
  }
  return value;
}

/**
 * The catalogue response cache's limits from CATALOGUE_CACHE (`on` by default; `off`, `0` or `false` turn it
 * off), CATALOGUE_CACHE_MB (default 64) and CATALOGUE_CACHE_ENTRIES (default 5000); null when off.
 */
export function readCatalogueCacheLimits(env: NodeJS.ProcessEnv = process.env): ResponseCacheLimits | null {
  const switchValue = (env.CATALOGUE_CACHE ?? '').trim().toLowerCase();
  if (['off', '0', 'false'].includes(switchValue)) return null;
  if (!['', 'on', '1', 'true'].includes(switchValue)) {
    throw new ConfigError(`CATALOGUE_CACHE must be on or off, got '${env.CATALOGUE_CACHE}'`);
  }
  return {
    maxBytes: readWholeNumber(env, 'CATALOGUE_CACHE_MB', 64, 4096) * 1024 * 1024,
    maxEntries: readWholeNumber(env, 'CATALOGUE_CACHE_ENTRIES', 5000, 1_000_000),
  };
}

/** PROXY_SECRET: unset, or at least 16 characters (a short one could be guessed by whoever can reach the port). */
export function readProxySecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const secret = env.PROXY_SECRET;
  if (secret === undefined || secret === '') return undefined;
  if (secret.length < 16 || /[^\x21-\x7e]/.test(secret)) {
    throw new ConfigError('PROXY_SECRET must be at least 16 printable characters without spaces');
  }
  return secret;
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
    catalogueCache: readCatalogueCacheLimits(env),
    proxySecret: readProxySecret(env),
  };
}
