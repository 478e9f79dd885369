import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createClusterDatabase } from '../../test/support/cluster-database';
import { type Database, queryRows } from './database';
import { type Migration, migrate, readMigrations } from './migrate';

/*
 * Until migration 0007 the commerce plugin applied its own migrations (ledger tags commerce_*) after the shared
 * ones. Databases made then must end, after the drizzle-kit migrations, with exactly the schema of a database
 * made now. The statements below are those commerce migrations as they were shipped, frozen here as test data.
 */
const OLD_COMMERCE_MIGRATIONS: Migration[] = [
  {
    tag: 'commerce_0001_coupons_and_order_snapshots',
    statements: [
      `CREATE TABLE IF NOT EXISTS cart_coupons (
        cart_id integer NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        coupon_code text NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cart_id, coupon_code)
      )`,
      `ALTER TABLE orders
        ADD COLUMN IF NOT EXISTS total_price_for_items_ex_vat_ore integer NOT NULL DEFAULT 0,
        ADD COLUMN IF NOT EXISTS total_freight_price_ex_vat_ore integer NOT NULL DEFAULT 0,
        ADD COLUMN IF NOT EXISTS discount_inc_vat_ore integer NOT NULL DEFAULT 0,
        ADD COLUMN IF NOT EXISTS coupon_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN IF NOT EXISTS accept_order_splitting boolean NOT NULL DEFAULT true`,
      `ALTER TABLE order_lines
        ADD COLUMN IF NOT EXISTS category_path jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN IF NOT EXISTS product_type text NOT NULL DEFAULT 'ProductPage',
        ADD COLUMN IF NOT EXISTS image jsonb`,
      `CREATE TABLE IF NOT EXISTS cart_shares (
        share_id text PRIMARY KEY,
        lines jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`,
      'CREATE INDEX IF NOT EXISTS orders_session_idx ON orders (session_id_hash)',
      'CREATE INDEX IF NOT EXISTS carts_session_idx ON carts (session_id_hash)',
    ],
  },
  {
    tag: 'commerce_0002_password_resets_and_dev_outbox',
    statements: [
      // Only a SHA-256 digest of the token is stored, so the table cannot be replayed as reset links.
      `CREATE TABLE IF NOT EXISTS password_reset_tokens (
        token_hash text PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      'CREATE INDEX IF NOT EXISTS password_reset_tokens_customer_idx ON password_reset_tokens (customer_id)',
      `CREATE TABLE IF NOT EXISTS password_reset_requests (
        id serial PRIMARY KEY,
        email text NOT NULL,
        ip text NOT NULL DEFAULT '',
        requested_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX IF NOT EXISTS password_reset_requests_email_idx ON password_reset_requests (email, requested_at)',
      'CREATE INDEX IF NOT EXISTS password_reset_requests_ip_idx ON password_reset_requests (ip, requested_at)',
      `CREATE TABLE IF NOT EXISTS dev_outbox (
        id serial PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        link text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    tag: 'commerce_0004_line_variation',
    statements: [
      // What was bought, frozen at placement: the variation's display name and colour ({name, color: {key, name}})
      // in the order's language. Null on lines placed before this column existed.
      'ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS variation jsonb',
    ],
  },
  {
    tag: 'commerce_0005_order_approvals',
    statements: [
      // A purchaser's per-order spending limit in whole NOK excluding VAT; null = no limit.
      'ALTER TABLE customers ADD COLUMN IF NOT EXISTS spending_limit_nok integer',
      // An order above the limit is placed 'awaitingApproval'; an administrator approves ('awaitingPayment')
      // or rejects it ('rejected', with the reason shown to the purchaser). approval_required stays true after
      // the decision so the purchaser can be offered the payment page of an approved order.
      `ALTER TABLE orders
        ADD COLUMN IF NOT EXISTS approval_required boolean NOT NULL DEFAULT false,
        ADD COLUMN IF NOT EXISTS approval_decided_by integer REFERENCES customers(id) ON DELETE SET NULL,
        ADD COLUMN IF NOT EXISTS approval_decided_at timestamptz,
        ADD COLUMN IF NOT EXISTS rejection_reason text`,
      'CREATE INDEX IF NOT EXISTS orders_status_idx ON orders (status)',
    ],
  },
];

/** An empty database that nothing has migrated: a new one on the 'postgres' project's cluster, else PGlite. */
async function emptyDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const clusterUrl = inject('postgresUrl');
  if (!clusterUrl) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return { db: drizzlePglite(client) as unknown as Database, close: () => client.close() };
  }
  const created = await createClusterDatabase(clusterUrl, 'sf_ledger');
  const pool = new pg.Pool({ connectionString: created.url, max: 2 });
  return {
    db: drizzlePg(pool) as unknown as Database,
    async close() {
      await pool.end();
      await created.drop();
    },
  };
}

/** Every column, constraint and index of the public schema, as comparable text. */
async function describeSchema(db: Database) {
  const columns = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT table_name, column_name, data_type, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
        ORDER BY table_name, column_name`,
  );
  const constraints = await queryRows<{ name: string; definition: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text || '.' || c.conname AS name, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = 'public' AND c.conrelid::regclass::text <> 'schema_migrations' ORDER BY 1`,
  );
  const indexes = await queryRows<{ indexdef: string }>(
    db,
    sql`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'schema_migrations'
        ORDER BY indexname`,
  );
  return { columns, constraints, indexes: indexes.map((row) => row.indexdef) };
}

describe('a database made with the old commerce migrations', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });

  it('ends with the same columns, constraints and indexes as a fresh one', async () => {
    const fresh = await emptyDatabase();
    open.push(fresh);
    await migrate(fresh.db);

    const legacy = await emptyDatabase();
    open.push(legacy);
    const shared = readMigrations();
    // The shared migrations that existed when the commerce ones ran, then the commerce ones, then the rest.
    await migrate(
      legacy.db,
      shared.filter((migration) => migration.tag < '0006'),
    );
    expect(await migrate(legacy.db, OLD_COMMERCE_MIGRATIONS)).toHaveLength(OLD_COMMERCE_MIGRATIONS.length);
    const later = await migrate(legacy.db);
    expect(later).toContain('0007_commerce_tables');

    const expected = await describeSchema(fresh.db);
    expect(expected.columns).toContainEqual(
      expect.objectContaining({ table_name: 'orders', column_name: 'approval_decided_by' }),
    );
    expect(expected.columns).toContainEqual(
      expect.objectContaining({ table_name: 'cart_shares', column_name: 'share_id' }),
    );
    expect(await describeSchema(legacy.db)).toEqual(expected);
  });
});
