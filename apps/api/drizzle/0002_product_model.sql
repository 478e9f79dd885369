ALTER TABLE "products" ADD COLUMN "model" text;--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model");