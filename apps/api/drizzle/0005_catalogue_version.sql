-- Hand-written (drizzle-kit cannot express triggers): a catalogue version for the API's response cache of public
-- catalogue reads (category listings, search, quick search, suggestions, code search). Every transaction that
-- writes a table those answers read moves the version on by one when it commits, so an answer cached under an
-- older version is never served again. The server reads the version once per request (one primary-key row).
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- One row per open transaction that changed the catalogue; its deferred trigger bumps the version at commit.
-- Bumping at commit rather than in each writing statement keeps the lock on the version row to the end of the
-- transaction: a statement-time UPDATE would hold it from the first write on, serialising every order that
-- changes stock and deadlocking two transactions that each hold a row the other still has to write.
CREATE TABLE "catalogue_changes" (
	"txid" bigint PRIMARY KEY
);--> statement-breakpoint
-- Statement-level (cheap for the seed's bulk inserts): marks the transaction once; a transaction-local setting
-- remembers the mark, so later statements of the same transaction cost one current_setting call.
CREATE FUNCTION "catalogue_mark_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('storefront.catalogue_changed', true) IS DISTINCT FROM 'on' THEN
		INSERT INTO catalogue_changes (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
		PERFORM set_config('storefront.catalogue_changed', 'on', true);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "catalogue_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
	DELETE FROM catalogue_changes WHERE txid = NEW.txid;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalogue_bump_version" AFTER INSERT ON "catalogue_changes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_bump_version"();--> statement-breakpoint
-- Every table a catalogue answer reads: products and their texts, search rows, variations (prices, stock), images,
-- promotions, brands, colours, materials, categories and their texts, content pages (search) and search terms
-- (suggestions).
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_search"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variations"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_relations"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colors"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "materials"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();--> statement-breakpoint
CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_mark_changed"();
