import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`pnpm --filter @storefront/api db:generate`) and committed; the
// server's own migrator applies them to PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
