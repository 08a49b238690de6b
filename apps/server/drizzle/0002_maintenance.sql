CREATE TABLE "document_request_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_role" text NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"document_id" uuid,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"bucket_id" uuid NOT NULL,
	"supplier_id" uuid,
	"document_type" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"document_id" uuid,
	"status" text NOT NULL,
	"expert_task_status" text,
	"expert_task_status_at" timestamp with time zone,
	"supplier_task_status" text,
	"supplier_task_status_at" timestamp with time zone,
	"expert_document_status" text,
	"supplier_document_status" text,
	"last_expert_action_at" timestamp with time zone,
	"last_supplier_action_at" timestamp with time zone,
	"supplier_notified_at" timestamp with time zone,
	"supplier_reminded1_at" timestamp with time zone,
	"supplier_reminded2_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_reuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"vessel_id" uuid,
	"article_id" uuid,
	"type" text NOT NULL,
	"reusage_decision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"type" text NOT NULL,
	"extid" text,
	"filename" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"file_key" text NOT NULL,
	"remarks" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"imported" boolean DEFAULT false NOT NULL,
	"added_by_supplier_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_team_id" uuid,
	"created_by_user_id" uuid,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_portal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"bucket_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"impa_number" text,
	"name" text NOT NULL,
	"description" text,
	"category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"relevancy" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"modified_at" timestamp with time zone,
	"modified_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"extid" text,
	"name" text NOT NULL,
	"contact_emails" text[] DEFAULT '{}' NOT NULL,
	"manual_reminders_reset_at" timestamp with time zone,
	"last_email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"project_id" uuid,
	"name" text NOT NULL,
	"imo" text,
	"extid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_check_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"extid" text,
	"hazmat" text NOT NULL,
	"contamination" text,
	"concentration" double precision,
	"quantification_per_item_unit" double precision,
	"quantification_unit" text,
	"remarks" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"supplier_id" uuid,
	"article_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"extid" text,
	"imported" boolean DEFAULT false NOT NULL,
	"article_description" text,
	"item_index" integer,
	"quantity_unit" text,
	"quantity_ordered" double precision,
	"quantity_delivered" double precision,
	"delivered_at" timestamp with time zone,
	"delivery_code" text,
	"remarks" text,
	"is_based_on_ihm_initial_check" boolean DEFAULT false NOT NULL,
	"receiving_status" text,
	"quantity_received" double precision,
	"equipment_class" text,
	"selected_article_category_id" uuid,
	"selected_article_category_at" timestamp with time zone,
	"selected_md_document_id" uuid,
	"selected_md_document_at" timestamp with time zone,
	"selected_sdoc_document_id" uuid,
	"selected_sdoc_document_at" timestamp with time zone,
	"is_review_closed" boolean DEFAULT false NOT NULL,
	"review_closed_at" timestamp with time zone,
	"has_new_data_to_review" boolean DEFAULT false NOT NULL,
	"new_data_changes" text[] DEFAULT '{}' NOT NULL,
	"new_data_at" timestamp with time zone,
	"expert_last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone,
	"evaluation" jsonb,
	"evaluated_at" timestamp with time zone,
	"expert_list" text,
	"crew_list" text,
	"general_list" text,
	"review_status" text,
	"category_relevancy" text,
	"crew_tab" text,
	"has_hazmats" boolean DEFAULT false NOT NULL,
	"has_table_a_hazmats" boolean DEFAULT false NOT NULL,
	"has_table_b_hazmats" boolean DEFAULT false NOT NULL,
	"expert_next_action" text,
	"crew_next_action" text,
	"expert_display" text,
	"crew_display" text,
	"supplier_display" text,
	"expert_overdue_since" timestamp with time zone,
	"supplier_waiting_since" timestamp with time zone,
	"supplier_reminder1_at" timestamp with time zone,
	"supplier_reminder2_at" timestamp with time zone,
	"supplier_overdue_since" timestamp with time zone,
	"crew_tasks_first_notified_at" timestamp with time zone,
	"crew_tasks_first_ever_notified_at" timestamp with time zone,
	"crew_overdue_since" timestamp with time zone,
	"crew_first_ever_overdue_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"vessel_id" uuid NOT NULL,
	"extid" text,
	"requisition_number" text,
	"order_number" text,
	"status" text NOT NULL,
	"ordered_at" timestamp with time zone,
	"forwarder_notified_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"forwarder_warehouse_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"sent_to_vessel_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"remarks" text,
	"supplier_ref" text,
	"imported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_team_id" uuid,
	"created_by_user_id" uuid,
	"modified_at" timestamp with time zone,
	"modified_by_user_id" uuid,
	"evaluation" jsonb
);
--> statement-breakpoint
ALTER TABLE "document_request_actions" ADD CONSTRAINT "document_request_actions_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_actions" ADD CONSTRAINT "document_request_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_actions" ADD CONSTRAINT "document_request_actions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reuses" ADD CONSTRAINT "document_reuses_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reuses" ADD CONSTRAINT "document_reuses_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reuses" ADD CONSTRAINT "document_reuses_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_added_by_supplier_id_suppliers_id_fk" FOREIGN KEY ("added_by_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_team_id_teams_id_fk" FOREIGN KEY ("created_by_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_portal_links" ADD CONSTRAINT "supplier_portal_links_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_portal_links" ADD CONSTRAINT "supplier_portal_links_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_modified_by_user_id_users_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_check_results" ADD CONSTRAINT "order_item_check_results_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_selected_article_category_id_categories_id_fk" FOREIGN KEY ("selected_article_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_team_id_teams_id_fk" FOREIGN KEY ("created_by_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_modified_by_user_id_users_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_request_actions_request_idx" ON "document_request_actions" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "document_requests_item_idx" ON "document_requests" USING btree ("order_item_id","document_type");--> statement-breakpoint
CREATE INDEX "document_requests_supplier_idx" ON "document_requests" USING btree ("bucket_id","supplier_id","is_closed");--> statement-breakpoint
CREATE INDEX "document_reuses_document_idx" ON "document_reuses" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "documents_bucket_idx" ON "documents" USING btree ("bucket_id","type");--> statement-breakpoint
CREATE INDEX "supplier_portal_links_token_idx" ON "supplier_portal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "articles_bucket_idx" ON "articles" USING btree ("bucket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_bucket_impa_unique" ON "articles" USING btree ("bucket_id","impa_number");--> statement-breakpoint
CREATE INDEX "categories_bucket_idx" ON "categories" USING btree ("bucket_id");--> statement-breakpoint
CREATE INDEX "suppliers_bucket_idx" ON "suppliers" USING btree ("bucket_id");--> statement-breakpoint
CREATE INDEX "vessels_bucket_idx" ON "vessels" USING btree ("bucket_id");--> statement-breakpoint
CREATE INDEX "check_results_item_idx" ON "order_item_check_results" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "po_items_order_idx" ON "purchase_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "po_items_bucket_expert_list_idx" ON "purchase_order_items" USING btree ("bucket_id","expert_list","created_at");--> statement-breakpoint
CREATE INDEX "po_items_bucket_crew_list_idx" ON "purchase_order_items" USING btree ("bucket_id","crew_list","created_at");--> statement-breakpoint
CREATE INDEX "po_items_bucket_supplier_idx" ON "purchase_order_items" USING btree ("bucket_id","supplier_id");--> statement-breakpoint
CREATE INDEX "po_items_bucket_next_action_idx" ON "purchase_order_items" USING btree ("bucket_id","expert_next_action");--> statement-breakpoint
CREATE INDEX "po_items_bucket_expert_overdue_idx" ON "purchase_order_items" USING btree ("bucket_id","expert_overdue_since");--> statement-breakpoint
CREATE INDEX "po_items_bucket_supplier_overdue_idx" ON "purchase_order_items" USING btree ("bucket_id","supplier_overdue_since");--> statement-breakpoint
CREATE INDEX "po_items_bucket_crew_overdue_idx" ON "purchase_order_items" USING btree ("bucket_id","crew_overdue_since");--> statement-breakpoint
CREATE INDEX "po_items_article_idx" ON "purchase_order_items" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_bucket_idx" ON "purchase_orders" USING btree ("bucket_id","ordered_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_vessel_idx" ON "purchase_orders" USING btree ("vessel_id");