CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The same texts as ITEM_SEARCH_TEXT in apps/server/src/modules/order-items/item-search-text.ts.
UPDATE "purchase_order_items" AS p SET "search_text" = (
  SELECT lower(concat_ws(' ', a."name", a."description", a."impa_number", p."article_description", p."extid", o."order_number", o."requisition_number"))
  FROM "purchase_orders" AS o LEFT JOIN "articles" AS a ON a."id" = p."article_id"
  WHERE o."id" = p."order_id"
);--> statement-breakpoint
CREATE INDEX "po_items_search_trgm_idx" ON "purchase_order_items" USING gin ("search_text" gin_trgm_ops);
