CREATE TABLE "api_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"auth_type" text DEFAULT 'none' NOT NULL,
	"credentials" text,
	"file_type" text NOT NULL,
	"source" text,
	"schedule" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"extid" text,
	"type" text DEFAULT 'file' NOT NULL,
	"file_type" text NOT NULL,
	"source" text,
	"file_name" text,
	"file_size" bigint,
	"file_key" text,
	"status" text DEFAULT 'created' NOT NULL,
	"current_phase" text,
	"progress" real DEFAULT 0 NOT NULL,
	"job_run_id" uuid,
	"api_connection_id" uuid,
	"auto_run" boolean DEFAULT false NOT NULL,
	"statistics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"committed_rows" integer DEFAULT 0 NOT NULL,
	"log_key" text,
	"log_size" integer,
	"error" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"simulated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "buckets" ADD COLUMN "last_import_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "extid" text;--> statement-breakpoint
ALTER TABLE "api_connections" ADD CONSTRAINT "api_connections_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_connections" ADD CONSTRAINT "api_connections_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_api_connection_id_api_connections_id_fk" FOREIGN KEY ("api_connection_id") REFERENCES "public"."api_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_connections_bucket_idx" ON "api_connections" USING btree ("bucket_id");--> statement-breakpoint
CREATE INDEX "api_connections_due_idx" ON "api_connections" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_bucket_idx" ON "api_keys" USING btree ("bucket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_bucket_number_unique" ON "import_jobs" USING btree ("bucket_id","number");--> statement-breakpoint
CREATE INDEX "import_jobs_bucket_created_idx" ON "import_jobs" USING btree ("bucket_id","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_connection_idx" ON "import_jobs" USING btree ("api_connection_id");--> statement-breakpoint
CREATE INDEX "articles_bucket_extid_idx" ON "articles" USING btree ("bucket_id","extid");--> statement-breakpoint
CREATE INDEX "suppliers_bucket_extid_idx" ON "suppliers" USING btree ("bucket_id","extid");--> statement-breakpoint
CREATE INDEX "vessels_bucket_imo_idx" ON "vessels" USING btree ("bucket_id","imo");--> statement-breakpoint
CREATE INDEX "po_items_bucket_extid_idx" ON "purchase_order_items" USING btree ("bucket_id","extid");--> statement-breakpoint
CREATE INDEX "purchase_orders_bucket_extid_idx" ON "purchase_orders" USING btree ("bucket_id","extid");