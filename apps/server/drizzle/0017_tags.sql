CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"medium" text DEFAULT 'qr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_user_id" uuid,
	"project_id" uuid,
	"bucket_id" uuid,
	"order_item_id" uuid,
	"bound_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_code_idx" ON "tags" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tags_project_idx" ON "tags" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "tags_bucket_idx" ON "tags" USING btree ("bucket_id","created_at");--> statement-breakpoint
CREATE INDEX "tags_item_idx" ON "tags" USING btree ("order_item_id");