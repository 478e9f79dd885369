-- Hand-written (drizzle-kit cannot express triggers): a narrow per-language search table for full and quick
-- search at 100,000 products. A broad word ('sofa': 16 % of the catalogue) used to read every hit's wide
-- product_translations row (1.3 KB: texts, specifications) for the rank and then look each hit up in products
-- for the listing columns. product_search holds one short row per product and language: the search document,
-- the name (typo matching) and the columns the listing's scope, filters, facets and sorters read, so a search
-- reads one GIN index and one narrow heap.
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"search" tsvector NOT NULL,
	"name" text NOT NULL,
	"visible" boolean NOT NULL,
	"active" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"main_category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"material_key" text NOT NULL,
	"model" text,
	"in_stock_quantity" integer NOT NULL,
	"price_ex_vat_ore" integer NOT NULL,
	"price_inc_vat_ore" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"color_keys" text[] NOT NULL,
	CONSTRAINT "product_search_pk" PRIMARY KEY ("product_id", "language"),
	-- A deleted translation (or product, which cascades to its translations) takes its search row along.
	CONSTRAINT "product_search_translation_fk" FOREIGN KEY ("product_id", "language")
		REFERENCES "product_translations" ("product_id", "language") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "product_search_no_gin" ON "product_search" USING gin ("search") WHERE "language" = 'no';--> statement-breakpoint
CREATE INDEX "product_search_en_gin" ON "product_search" USING gin ("search") WHERE "language" = 'en';--> statement-breakpoint
CREATE INDEX "product_search_name_no_trgm" ON "product_search" USING gin ("name" gin_trgm_ops) WHERE "language" = 'no';--> statement-breakpoint
CREATE INDEX "product_search_name_en_trgm" ON "product_search" USING gin ("name" gin_trgm_ops) WHERE "language" = 'en';--> statement-breakpoint
-- Kept in sync by statement triggers with transition tables: the seed's bulk inserts (1,000 rows a statement)
-- fill the table set-wise, and any later write to a translation or to a product's listing columns (orders
-- change stock, an administrator deactivates a product) is copied in the same transaction.
CREATE FUNCTION "product_search_copy_translations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO product_search (product_id, language, search, name, visible, active, category_id, main_category_id,
		brand_id, material_key, model, in_stock_quantity, price_ex_vat_ore, price_inc_vat_ore, published_at, color_keys)
	SELECT t.product_id, t.language, t.search, t.name, p.visible, p.active, p.category_id, p.main_category_id,
		p.brand_id, p.material_key, p.model, p.in_stock_quantity, p.price_ex_vat_ore, p.price_inc_vat_ore,
		p.published_at, p.color_keys
	FROM new_rows t JOIN products p ON p.id = t.product_id
	ON CONFLICT (product_id, language) DO UPDATE SET search = EXCLUDED.search, name = EXCLUDED.name;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_search_copy_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE product_search s SET visible = p.visible, active = p.active, category_id = p.category_id,
		main_category_id = p.main_category_id, brand_id = p.brand_id, material_key = p.material_key, model = p.model,
		in_stock_quantity = p.in_stock_quantity, price_ex_vat_ore = p.price_ex_vat_ore,
		price_inc_vat_ore = p.price_inc_vat_ore, published_at = p.published_at, color_keys = p.color_keys
	FROM new_rows p
	WHERE s.product_id = p.id
		AND (s.visible, s.active, s.category_id, s.main_category_id, s.brand_id, s.material_key, s.model,
			s.in_stock_quantity, s.price_ex_vat_ore, s.price_inc_vat_ore, s.published_at, s.color_keys)
		IS DISTINCT FROM (p.visible, p.active, p.category_id, p.main_category_id, p.brand_id, p.material_key, p.model,
			p.in_stock_quantity, p.price_ex_vat_ore, p.price_inc_vat_ore, p.published_at, p.color_keys);
	RETURN NULL;
END
$$;--> statement-breakpoint
-- PostgreSQL allows a transition table only on a trigger of one event, hence one trigger per event.
CREATE TRIGGER "product_search_translations_insert" AFTER INSERT ON "product_translations"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_copy_translations"();--> statement-breakpoint
CREATE TRIGGER "product_search_translations_update" AFTER UPDATE ON "product_translations"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_copy_translations"();--> statement-breakpoint
CREATE TRIGGER "product_search_products_update" AFTER UPDATE ON "products"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_copy_products"();--> statement-breakpoint
-- A database seeded before this migration: copy what is there.
INSERT INTO "product_search" (product_id, language, search, name, visible, active, category_id, main_category_id,
	brand_id, material_key, model, in_stock_quantity, price_ex_vat_ore, price_inc_vat_ore, published_at, color_keys)
SELECT t.product_id, t.language, t.search, t.name, p.visible, p.active, p.category_id, p.main_category_id,
	p.brand_id, p.material_key, p.model, p.in_stock_quantity, p.price_ex_vat_ore, p.price_inc_vat_ore,
	p.published_at, p.color_keys
FROM product_translations t JOIN products p ON p.id = t.product_id;
