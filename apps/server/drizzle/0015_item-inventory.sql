CREATE TABLE "order_item_installations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" double precision NOT NULL,
	"location" text,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"modified_at" timestamp with time zone,
	"deckplan_id" uuid NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"installed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"type" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"quantity" double precision,
	"remarks" text,
	"storage_id" uuid,
	"installation_id" uuid,
	"removal_id" uuid,
	"taken_from_storage_id" uuid,
	"taken_from_installation_id" uuid,
	"deckplan_id" uuid,
	"x" double precision,
	"y" double precision,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" double precision NOT NULL,
	"location" text,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"modified_at" timestamp with time zone,
	"removed_at" timestamp with time zone NOT NULL,
	"source_deckplan_id" uuid,
	"source_x" double precision,
	"source_y" double precision,
	"discharge_receipt_id" uuid,
	"is_documented" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_storages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" double precision NOT NULL,
	"location" text,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"modified_at" timestamp with time zone,
	"deckplan_id" uuid NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_item_installations" ADD CONSTRAINT "order_item_installations_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_installations" ADD CONSTRAINT "order_item_installations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_installations" ADD CONSTRAINT "order_item_installations_deckplan_id_deckplans_id_fk" FOREIGN KEY ("deckplan_id") REFERENCES "public"."deckplans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_log_entries" ADD CONSTRAINT "order_item_log_entries_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_log_entries" ADD CONSTRAINT "order_item_log_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_removals" ADD CONSTRAINT "order_item_removals_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_removals" ADD CONSTRAINT "order_item_removals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_removals" ADD CONSTRAINT "order_item_removals_source_deckplan_id_deckplans_id_fk" FOREIGN KEY ("source_deckplan_id") REFERENCES "public"."deckplans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_removals" ADD CONSTRAINT "order_item_removals_discharge_receipt_id_documents_id_fk" FOREIGN KEY ("discharge_receipt_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_storages" ADD CONSTRAINT "order_item_storages_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_storages" ADD CONSTRAINT "order_item_storages_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_storages" ADD CONSTRAINT "order_item_storages_deckplan_id_deckplans_id_fk" FOREIGN KEY ("deckplan_id") REFERENCES "public"."deckplans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_installations_item_idx" ON "order_item_installations" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_installations_plan_idx" ON "order_item_installations" USING btree ("deckplan_id");--> statement-breakpoint
CREATE INDEX "order_item_log_entries_item_idx" ON "order_item_log_entries" USING btree ("order_item_id","done_at");--> statement-breakpoint
CREATE INDEX "order_item_removals_item_idx" ON "order_item_removals" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_storages_item_idx" ON "order_item_storages" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_storages_plan_idx" ON "order_item_storages" USING btree ("deckplan_id");