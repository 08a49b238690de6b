DROP INDEX "po_items_bucket_expert_list_idx";--> statement-breakpoint
DROP INDEX "po_items_bucket_crew_list_idx";--> statement-breakpoint
DROP INDEX "po_items_bucket_next_action_idx";--> statement-breakpoint
CREATE INDEX "po_items_bucket_created_idx" ON "purchase_order_items" USING btree ("bucket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "po_items_bucket_expert_list_idx" ON "purchase_order_items" USING btree ("bucket_id","expert_list","created_at","id");--> statement-breakpoint
CREATE INDEX "po_items_bucket_crew_list_idx" ON "purchase_order_items" USING btree ("bucket_id","crew_list","created_at","id");--> statement-breakpoint
CREATE INDEX "po_items_bucket_next_action_idx" ON "purchase_order_items" USING btree ("bucket_id","expert_next_action","expert_overdue_since");