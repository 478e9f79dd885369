import type { Migration } from '../../db/migrate';

/**
 * Columns and tables the commerce routes need beyond the shared schema, applied with the shared migration
 * runner (same `schema_migrations` ledger, same SQL on PGlite and PostgreSQL) after the shared migrations.
 * New changes get a new entry; an applied entry is never edited.
 */
export const COMMERCE_MIGRATIONS: Migration[] = [
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
