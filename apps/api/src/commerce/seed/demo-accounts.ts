import type { CustomerRole } from '@storefront/api-client';
import { removeVatOre } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { firstRow, rows, type SqlExecutor } from '../db/sql-rows';
import { newOrderNumber } from '../orders/order-number';
import { snapshotOf, variationSnapshots } from '../orders/variation-snapshot';

/** The shared password of every demo account (listed in the README under "Demo accounts"). */
export const DEMO_PASSWORD = 'storefront-demo';

/**
 * scrypt hash (N=2^17, r=8, p=1) of DEMO_PASSWORD, computed once with hashPassword. The password is public,
 * so a fixed salt costs nothing, and seeding then needs no 128 MiB hashing on every fresh database.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$17$8$1$s0z5b0IpcKr8ldSLnen_GA$A0hSTTIpFvXIK6B4t_hDZUpe1I3GK0trDnOksq_heIo';

/** A demo account as printed at start-up. */
export interface DemoAccount {
  email: string;
  password: string;
  role: CustomerRole;
  firstName: string;
  lastName: string;
  /** The per-order spending limit in whole NOK excl. VAT set when the account is created (purchasers only). */
  spendingLimit?: number;
}

/** The demo organisation: an administrator and a purchaser belong to it. */
export const DEMO_ORGANISATION = {
  publicId: 'org-nordlys-interior',
  name: 'Nordlys Interiør AS',
  organizationNumber: '912345678',
  contactPhone: '+47 22 33 44 55',
  contactEmail: 'innkjop@nordlys-interior.example',
};

/** The three demo accounts. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'private@storefront.example',
    password: DEMO_PASSWORD,
    role: 'PrivateCustomer',
    firstName: 'Ingrid',
    lastName: 'Hansen',
  },
  {
    email: 'admin@storefront.example',
    password: DEMO_PASSWORD,
    role: 'OrganizationAdministrator',
    firstName: 'Lars',
    lastName: 'Berg',
  },
  {
    email: 'purchaser@storefront.example',
    password: DEMO_PASSWORD,
    role: 'OrganizationPurchaser',
    firstName: 'Sofie',
    lastName: 'Dahl',
    // Larger orders wait for the administrator's approval, so the demo shows approvals.
    spendingLimit: 20_000,
  },
];

const ROLES: { key: CustomerRole; name: string; canManageUsers: boolean }[] = [
  { key: 'PrivateCustomer', name: 'Private customer', canManageUsers: false },
  { key: 'OrganizationPurchaser', name: 'Purchaser', canManageUsers: false },
  { key: 'OrganizationAdministrator', name: 'Administrator', canManageUsers: true },
];

/** Makes sure the three roles exist (the shared seed may already have written them). */
export async function ensureRoles(db: SqlExecutor): Promise<void> {
  for (const role of ROLES) {
    await db.execute(
      sql`INSERT INTO roles (key, name, can_manage_users) VALUES (${role.key}, ${role.name}, ${role.canManageUsers})
          ON CONFLICT (key) DO NOTHING`,
    );
  }
}

interface ArticleRow {
  code: string;
  product_code: string;
  name: string;
  url: string;
  el_number: string | null;
  price_ex_vat_ore: number;
  price_inc_vat_ore: number;
  product_type: string;
  image: { src: string; width: number; height: number } | null;
  category_path: string[] | null;
  variation: { name: string; color: { key: string; name: string } };
}

/** A few past orders for a demo customer, spread over two years, paid, built from real catalogue articles. */
async function seedOrderHistory(
  db: Database,
  customerId: number,
  email: string,
  firstName: string,
  lastName: string,
  offset: number,
) {
  const articles = await rows<ArticleRow>(
    db,
    sql`SELECT v.code, p.code AS product_code, coalesce(t.name, p.code) AS name, coalesce(t.url, '') AS url, p.el_number,
          v.price_ex_vat_ore, v.price_inc_vat_ore, p.product_type,
          (SELECT jsonb_build_object('src', i.src, 'width', i.width, 'height', i.height) FROM product_images i
            WHERE i.product_id = p.id AND (i.variation_id = v.id OR i.variation_id IS NULL)
            ORDER BY (i.variation_id IS NULL), i.position LIMIT 1) AS image,
          (SELECT array_agg(ct.name ORDER BY c.level) FROM categories c
             JOIN category_translations ct ON ct.category_id = c.id AND ct.language = 'no'
             WHERE c.id IN (cat.id, cat.parent_id, parent.parent_id)) AS category_path,
          jsonb_build_object(
            'name', coalesce(t.name, p.code) || ', ' || lower(coalesce(col.names->>'no', v.color_key)),
            'color', jsonb_build_object('key', v.color_key, 'name', coalesce(col.names->>'no', v.color_key))
          ) AS variation
        FROM variations v JOIN products p ON p.id = v.product_id
        LEFT JOIN colors col ON col.key = v.color_key
        LEFT JOIN categories cat ON cat.id = p.category_id
        LEFT JOIN categories parent ON parent.id = cat.parent_id
        LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = 'no'
        WHERE p.active AND v.is_buyable AND NOT p.hide_price
        ORDER BY v.id LIMIT 12`,
  );
  if (articles.length < 2) return;
  // Each account starts at another article, so the histories differ even on a small catalogue.
  const start = offset % articles.length;
  articles.push(...articles.splice(0, start));
  const address = {
    firstName,
    lastName,
    address: 'Storgata 12',
    city: 'Oslo',
    postalCode: '0155',
    countryCode: 'NO',
    countryName: 'Norge',
    email,
    phoneNumber: '+47 912 34 567',
  };
  const dates = ['2025-03-14T10:20:00Z', '2025-11-02T15:45:00Z', '2026-06-20T08:05:00Z'];
  for (const [index, date] of dates.entries()) {
    const picked = [articles[index % articles.length]!, articles[(index + 2) % articles.length]!];
    const lines = picked.map((a, i) => ({ ...a, quantity: i + 1 }));
    const itemsInc = lines.reduce((s, l) => s + l.price_inc_vat_ore * l.quantity, 0);
    const itemsEx = lines.reduce((s, l) => s + l.price_ex_vat_ore * l.quantity, 0);
    const freightInc = itemsInc >= 500_000 ? 0 : 14_900;
    const freightEx = removeVatOre(freightInc);
    const totalInc = itemsInc + freightInc;
    const order = await firstRow<{ id: number }>(
      db,
      sql`INSERT INTO orders (order_number, customer_id, status, language, email, phone_number, billing_address,
            shipping_address, payment_method, shipping_method, currency, number_of_items, total_price_for_items_ore,
            total_freight_price_ore, total_vat_ore, total_price_ore, total_price_for_items_ex_vat_ore,
            total_freight_price_ex_vat_ore, created_at, paid_at)
          VALUES (${newOrderNumber(new Date(date))}, ${customerId}, 'paid', 'no', ${email}, ${address.phoneNumber},
            ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb, 'invoice', 'standard', 'SEK',
            ${lines.reduce((s, l) => s + l.quantity, 0)}, ${itemsInc}, ${freightInc}, ${totalInc - itemsEx - freightEx},
            ${totalInc}, ${itemsEx}, ${freightEx}, ${date}::timestamptz, ${date}::timestamptz)
          RETURNING id`,
    );
    const snapshots = await variationSnapshots(
      db,
      lines.map((line) => line.code),
    );
    for (const [position, line] of lines.entries()) {
      await db.execute(
        sql`INSERT INTO order_lines (order_id, position, code, product_code, name, url, image_src, el_number, quantity,
              unit_price_ex_vat_ore, unit_price_inc_vat_ore, total_ex_vat_ore, total_inc_vat_ore, product_type, image,
              category_path, variation)
            VALUES (${order!.id}, ${position + 1}, ${line.code}, ${line.product_code}, ${line.name}, ${line.url},
              ${line.image?.src ?? null}, ${line.el_number}, ${line.quantity}, ${line.price_ex_vat_ore},
              ${line.price_inc_vat_ore}, ${line.price_ex_vat_ore * line.quantity}, ${line.price_inc_vat_ore * line.quantity},
              ${line.product_type}, ${line.image === null ? null : JSON.stringify(line.image)}::jsonb,
              ${JSON.stringify(line.category_path ?? [])}::jsonb,
              ${JSON.stringify(snapshotOf(line.variation, snapshots.get(line.code)))}::jsonb)`,
      );
    }
  }
}

/**
 * Creates the demo organisation, the three demo accounts with an address each and an order history, when
 * they are missing. Safe to run on every start: existing accounts are left as they are.
 */
export async function seedDemoAccounts(db: Database): Promise<DemoAccount[]> {
  await ensureRoles(db);
  await db.execute(
    sql`INSERT INTO organisations (public_id, name, organization_number, contact_phone, contact_email)
        VALUES (${DEMO_ORGANISATION.publicId}, ${DEMO_ORGANISATION.name}, ${DEMO_ORGANISATION.organizationNumber},
                ${DEMO_ORGANISATION.contactPhone}, ${DEMO_ORGANISATION.contactEmail})
        ON CONFLICT DO NOTHING`,
  );
  const organisation = await firstRow<{ id: number }>(
    db,
    sql`SELECT id FROM organisations WHERE public_id = ${DEMO_ORGANISATION.publicId}`,
  );
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const exists = await firstRow<{ id: number }>(
      db,
      sql`SELECT id FROM customers WHERE lower(email) = lower(${account.email})`,
    );
    if (exists) continue;
    const orgId = account.role === 'PrivateCustomer' ? null : organisation!.id;
    const created = await firstRow<{ id: number }>(
      db,
      sql`INSERT INTO customers (customer_id, email, password_hash, first_name, last_name, phone_number, role_key,
            organisation_id, spending_limit_nok)
          VALUES (${`demo-${account.role.toLowerCase()}`}, ${account.email}, ${DEMO_PASSWORD_HASH}, ${account.firstName},
            ${account.lastName}, '+47 912 34 567', ${account.role}, ${orgId}, ${account.spendingLimit ?? null})
          RETURNING id`,
    );
    for (const kind of ['billing', 'delivery'] as const) {
      await db.execute(
        sql`INSERT INTO addresses (public_id, customer_id, kind, is_primary, first_name, last_name, address, city,
              postal_code, country_code, country_name, email, phone_number)
            VALUES (${`demo-${index}-${kind}`}, ${created!.id}, ${kind}, true, ${account.firstName}, ${account.lastName},
              'Storgata 12', 'Oslo', '0155', 'NO', 'Norge', ${account.email}, '+47 912 34 567')`,
      );
    }
    await seedOrderHistory(db, created!.id, account.email, account.firstName, account.lastName, index * 3);
  }
  return DEMO_ACCOUNTS;
}
