import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Roles a customer can hold: 'PrivateCustomer', 'OrganizationPurchaser', 'OrganizationAdministrator'. */
export const roles = pgTable('roles', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** Whether holders manage their organisation's users. */
  canManageUsers: boolean('can_manage_users').notNull().default(false),
});

/** Business customers (B2B). */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    /** Public id used on the wire (organizationId). */
    publicId: text('public_id').notNull(),
    name: text('name').notNull(),
    organizationNumber: text('organization_number').notNull(),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organisations_public_id_uq').on(t.publicId),
    uniqueIndex('organisations_number_uq').on(t.organizationNumber),
  ],
);

/** Shoppers and organisation users. Passwords are scrypt hashes ('scrypt$N$r$p$salt$hash'). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Public id used on the wire (customerId). */
    customerId: text('customer_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    roleKey: text('role_key')
      .notNull()
      .references(() => roles.key),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A purchaser's per-order spending limit in whole NOK excluding VAT; null = no limit. */
    spendingLimitNok: integer('spending_limit_nok'),
  },
  (t) => [
    uniqueIndex('customers_customer_id_uq').on(t.customerId),
    // E-mail addresses are unique regardless of case.
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`),
    index('customers_organisation_idx').on(t.organisationId),
  ],
);

/** Billing and delivery addresses of a customer. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    /** Public id used on the wire. */
    publicId: text('public_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'billing' | 'delivery'>().notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
  },
  (t) => [
    uniqueIndex('addresses_public_id_uq').on(t.publicId),
    index('addresses_customer_idx').on(t.customerId),
  ],
);

/** Server-side sessions behind the `sf_session` cookie; the cookie holds the id, the row holds the state. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value, so a leaked table cannot be replayed as cookies. */
    idHash: text('id_hash').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Login attempts, for rate limiting failed logins per e-mail and per client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

/** Password reset links. Only a SHA-256 digest of the token is stored, so the table cannot be replayed as links. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/** Password reset requests, for limiting them per e-mail and per client address. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_requests_email_idx').on(t.email, t.requestedAt),
    index('password_reset_requests_ip_idx').on(t.ip, t.requestedAt),
  ],
);
