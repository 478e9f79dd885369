CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"email" text,
	"phone_number" text
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"code" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id_hash" text,
	"customer_id" integer,
	"accept_order_splitting" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"icon_name" text,
	"image_src" text,
	"product_kind" text,
	"items_per_load" integer DEFAULT 24 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"page_heading" text NOT NULL,
	"page_intro_text" text NOT NULL,
	"meta_description" text NOT NULL,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"key" text PRIMARY KEY NOT NULL,
	"hex" text NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"organisation_id" integer,
	"role_key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_items" (
	"list_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_items_list_id_code_pk" PRIMARY KEY("list_id","code")
);
--> statement-breakpoint
CREATE TABLE "favorite_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"key" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"icon_name" text,
	"image_src" text,
	"render_option" text
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"image_src" text,
	"el_number" text,
	"quantity" integer NOT NULL,
	"unit_price_ex_vat_ore" integer NOT NULL,
	"unit_price_inc_vat_ore" integer NOT NULL,
	"total_ex_vat_ore" integer NOT NULL,
	"total_inc_vat_ore" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer,
	"session_id_hash" text,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"shipping_method" text,
	"requested_delivery_date" text,
	"note" jsonb,
	"currency" text DEFAULT 'SEK' NOT NULL,
	"number_of_items" integer NOT NULL,
	"total_price_for_items_ore" integer NOT NULL,
	"total_freight_price_ore" integer NOT NULL,
	"total_vat_ore" integer NOT NULL,
	"total_price_ore" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"organization_number" text NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_key" text NOT NULL,
	"language" text NOT NULL,
	"page_type" text NOT NULL,
	"url" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"disable_indexing" boolean DEFAULT false NOT NULL,
	"searchable" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when "pages"."language" = 'no' then 'norwegian'::regconfig else 'english'::regconfig end), coalesce("pages"."title", '')), 'A') || setweight(to_tsvector((case when "pages"."language" = 'no' then 'norwegian'::regconfig else 'english'::regconfig end), coalesce("pages"."body_text", '')), 'C')) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"src" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_kind_related_product_id_pk" PRIMARY KEY("product_id","kind","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"marketing_text" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"note" text,
	"usp" jsonb NOT NULL,
	"specifications" jsonb NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case when "product_translations"."language" = 'no' then 'norwegian'::regconfig else 'english'::regconfig end), coalesce("product_translations"."name", '')), 'A') || setweight(to_tsvector((case when "product_translations"."language" = 'no' then 'norwegian'::regconfig else 'english'::regconfig end), coalesce("product_translations"."keywords", '')), 'B') || setweight(to_tsvector((case when "product_translations"."language" = 'no' then 'norwegian'::regconfig else 'english'::regconfig end), coalesce("product_translations"."marketing_text", '') || ' ' || coalesce("product_translations"."description", '')), 'C')) STORED NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category_id" integer NOT NULL,
	"main_category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"material_key" text NOT NULL,
	"promotion_id" integer,
	"product_type" text DEFAULT 'ProductPage' NOT NULL,
	"product_kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"best_seller" boolean DEFAULT false NOT NULL,
	"new_product" boolean DEFAULT false NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"el_number" text,
	"alternative_product_number" text,
	"price_ex_vat_ore" integer NOT NULL,
	"price_inc_vat_ore" integer NOT NULL,
	"regular_price_ex_vat_ore" integer NOT NULL,
	"regular_price_inc_vat_ore" integer NOT NULL,
	"in_stock_quantity" integer DEFAULT 0 NOT NULL,
	"color_keys" text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_code" text,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"discount_amount_ore" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"from_url" text PRIMARY KEY NOT NULL,
	"to_url" text NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"can_manage_users" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"language" text NOT NULL,
	"term" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_language_term_pk" PRIMARY KEY("language","term")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color_key" text NOT NULL,
	"price_ex_vat_ore" integer NOT NULL,
	"price_inc_vat_ore" integer NOT NULL,
	"regular_price_ex_vat_ore" integer NOT NULL,
	"regular_price_inc_vat_ore" integer NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"stock_available_at_vendor" integer DEFAULT 0 NOT NULL,
	"sales_start" timestamp with time zone,
	"max_quantity" integer DEFAULT 999 NOT NULL,
	"is_buyable" boolean DEFAULT true NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_role_key_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."roles"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_list_id_favorite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_lists" ADD CONSTRAINT "favorite_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_material_key_materials_key_fk" FOREIGN KEY ("material_key") REFERENCES "public"."materials"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_color_key_colors_key_fk" FOREIGN KEY ("color_key") REFERENCES "public"."colors"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_public_id_uq" ON "addresses" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_key_uq" ON "brands" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_code_uq" ON "cart_lines" USING btree ("cart_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_uq" ON "carts" USING btree ("session_id_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_uq" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_code_uq" ON "categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_url_uq" ON "category_translations" USING btree ("url");--> statement-breakpoint
CREATE INDEX "category_translations_name_trgm" ON "category_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_customer_id_uq" ON "customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_organisation_idx" ON "customers" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_lists_customer_name_uq" ON "favorite_lists" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "navigation_items_language_idx" ON "navigation_items" USING btree ("language","parent_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_public_id_uq" ON "organisations" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_number_uq" ON "organisations" USING btree ("organization_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_url_uq" ON "pages" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_key_language_uq" ON "pages" USING btree ("page_key","language");--> statement-breakpoint
CREATE INDEX "pages_search_gin" ON "pages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "pages_title_trgm" ON "pages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_url_uq" ON "product_translations" USING btree ("url");--> statement-breakpoint
CREATE INDEX "product_translations_search_gin" ON "product_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_language_name_idx" ON "product_translations" USING btree ("language","name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","published_at","id");--> statement-breakpoint
CREATE INDEX "products_main_category_idx" ON "products" USING btree ("main_category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_ex_vat_ore","id");--> statement-breakpoint
CREATE INDEX "products_color_keys_gin" ON "products" USING gin ("color_keys");--> statement-breakpoint
CREATE INDEX "products_el_number_idx" ON "products" USING btree ("el_number");--> statement-breakpoint
CREATE INDEX "products_alt_number_idx" ON "products" USING btree ("alternative_product_number");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_coupon_uq" ON "promotions" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "variations_code_uq" ON "variations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "variations_product_idx" ON "variations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variations_code_prefix_idx" ON "variations" USING btree ("code" text_pattern_ops);