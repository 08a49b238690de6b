DROP INDEX "po_items_bucket_next_action_idx";--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "expert_waiting_for" text;--> statement-breakpoint
CREATE INDEX "po_items_bucket_waiting_for_idx" ON "purchase_order_items" USING btree ("bucket_id","expert_waiting_for","expert_overdue_since");