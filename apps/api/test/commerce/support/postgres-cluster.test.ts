import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTemporaryCluster, type TemporaryCluster } from './postgres-cluster';

describe('temporary PostgreSQL cluster', () => {
  let cluster: TemporaryCluster;
  beforeAll(async () => {
    cluster = await startTemporaryCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('answers queries', async () => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select 1 + 1 as n');
    await client.end();
    expect(rows[0]?.n).toBe(2);
  });
});
