-- Hand-written (drizzle-kit cannot express INCLUDE): indexes for the listing and search at 100,000 products.
-- Category listings read the scope's filter and sort columns from this covering index alone (an index-only
-- scan, after the seed's VACUUM sets the visibility map) instead of visiting a heap page per product.
CREATE INDEX "products_listing_idx" ON "products" USING btree ("category_id") INCLUDE ("id", "visible", "active", "brand_id", "material_key", "main_category_id", "in_stock_quantity", "price_ex_vat_ore", "price_inc_vat_ore", "published_at", "model", "color_keys");--> statement-breakpoint
-- Search always names one language: per-language partial indexes answer `language = … AND search @@ …` (and the
-- trigram `<%`) from one index, without AND-ing a bitmap of every row of that language.
CREATE INDEX "product_translations_search_no_gin" ON "product_translations" USING gin ("search") WHERE "language" = 'no';--> statement-breakpoint
CREATE INDEX "product_translations_search_en_gin" ON "product_translations" USING gin ("search") WHERE "language" = 'en';--> statement-breakpoint
CREATE INDEX "product_translations_name_no_trgm" ON "product_translations" USING gin ("name" gin_trgm_ops) WHERE "language" = 'no';--> statement-breakpoint
CREATE INDEX "product_translations_name_en_trgm" ON "product_translations" USING gin ("name" gin_trgm_ops) WHERE "language" = 'en';--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_search_gin";--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_name_trgm";
