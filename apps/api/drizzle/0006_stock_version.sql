-- Hand-written (drizzle-kit cannot express triggers): stock apart from the catalogue version (0005). Every order
-- takes stock (variations.stock_quantity, products.in_stock_quantity and its copy in product_search); under 0005
-- that moved the catalogue version, so each order emptied the API's response cache of catalogue answers. Now an
-- UPDATE that changes only stock columns moves a stock version instead, and the catalogue version moves only for
-- a real catalogue change. The API overlays the current stock on every cached answer (one primary-key query),
-- and keys the few answers whose selection depends on stock (the in-stock filter) by both versions.
CREATE TABLE "stock_version" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "stock_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- As catalogue_changes: one row per open transaction that changed stock; its deferred trigger bumps the version at
-- commit, so the lock on the version row is held from commit-time trigger to commit only, never across an order.
CREATE TABLE "stock_changes" (
	"txid" bigint PRIMARY KEY
);--> statement-breakpoint
CREATE FUNCTION "stock_mark_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('storefront.stock_changed', true) IS DISTINCT FROM 'on' THEN
		INSERT INTO stock_changes (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
		PERFORM set_config('storefront.stock_changed', 'on', true);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "stock_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE stock_version SET version = version + 1 WHERE id = 1;
	DELETE FROM stock_changes WHERE txid = NEW.txid;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stock_bump_version" AFTER INSERT ON "stock_changes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_bump_version"();--> statement-breakpoint
-- The three tables that hold stock lose their statement-level UPDATE mark. Inserts, deletes and truncations still
-- mark the catalogue per statement (the seed's bulk inserts stay cheap). An UPDATE marks the catalogue per row,
-- and only when a column other than stock differs: the row compared as JSON without its stock columns, so a
-- column added later counts as catalogue without anyone having to list it here. The WHEN clause is evaluated in
-- the executor; an order's stock-only UPDATE runs no trigger function for the catalogue at all.
DROP TRIGGER "catalogue_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed_update" AFTER UPDATE ON "products" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'in_stock_quantity') IS DISTINCT FROM (to_jsonb(NEW) - 'in_stock_quantity'))
	EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_changed" AFTER UPDATE ON "products" FOR EACH ROW
	WHEN (OLD.in_stock_quantity IS DISTINCT FROM NEW.in_stock_quantity)
	EXECUTE FUNCTION "stock_mark_changed"();--> statement-breakpoint
DROP TRIGGER "catalogue_changed" ON "variations";--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "variations"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed_update" AFTER UPDATE ON "variations" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - ARRAY['stock_quantity', 'stock_available_at_vendor'])
		IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['stock_quantity', 'stock_available_at_vendor']))
	EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "stock_changed" AFTER UPDATE ON "variations" FOR EACH ROW
	WHEN ((OLD.stock_quantity, OLD.stock_available_at_vendor) IS DISTINCT FROM (NEW.stock_quantity, NEW.stock_available_at_vendor))
	EXECUTE FUNCTION "stock_mark_changed"();--> statement-breakpoint
-- product_search copies products.in_stock_quantity (0004); its stock follows the products row, which marks it.
DROP TRIGGER "catalogue_changed" ON "product_search";--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "product_search"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed_update" AFTER UPDATE ON "product_search" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'in_stock_quantity') IS DISTINCT FROM (to_jsonb(NEW) - 'in_stock_quantity'))
	EXECUTE FUNCTION "catalogue_mark_changed"();
