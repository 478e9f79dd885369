import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on a PostgreSQL cluster: its address and how to drop it. */
export interface ClusterDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a new, empty database on the cluster at `clusterUrl` (the 'postgres' test project's), named
 * `{prefix}_{random}` so the files running in parallel never share one.
 */
export async function createClusterDatabase(
  clusterUrl: string,
  prefix = 'sf_test',
): Promise<ClusterDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
