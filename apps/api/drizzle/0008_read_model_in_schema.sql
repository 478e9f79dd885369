-- No change to the database: product_search (0004), catalogue_version and catalogue_changes (0005), stock_version
-- and stock_changes (0006) were created by hand-written migrations with their triggers, and are now declared in
-- the Drizzle schema (src/db/schema/read-model.ts). drizzle-kit wrote CREATE TABLE statements for them here; they
-- are replaced by this no-op so that only the snapshot (meta/0008_snapshot.json) records the tables, and a later
-- `drizzle-kit generate` compares against a schema that has them.
SELECT 1;
