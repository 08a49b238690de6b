CREATE TABLE "rule_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"bucket_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"is_suggestion" boolean NOT NULL,
	"status" text NOT NULL,
	"job_id" uuid,
	"category_id" uuid,
	"closed_review" boolean DEFAULT false NOT NULL,
	"previous_category_id" uuid,
	"error" text,
	"agreed" boolean,
	"decided_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_targets" (
	"rule_id" uuid NOT NULL,
	"bucket_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"confirmed_by_user_id" uuid,
	CONSTRAINT "rule_targets_rule_id_bucket_id_pk" PRIMARY KEY("rule_id","bucket_id")
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"type" text DEFAULT 'rule' NOT NULL,
	"is_user_defined" boolean DEFAULT true NOT NULL,
	"label" text NOT NULL,
	"filter" jsonb NOT NULL,
	"action" text NOT NULL,
	"category_id" uuid,
	"disabled" boolean DEFAULT false NOT NULL,
	"is_user_confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_user_id" uuid,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirmation" text,
	"problem" text,
	"decisions" integer DEFAULT 0 NOT NULL,
	"agreements" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rule_applications" ADD CONSTRAINT "rule_applications_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_applications" ADD CONSTRAINT "rule_applications_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_applications" ADD CONSTRAINT "rule_applications_item_id_purchase_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_targets" ADD CONSTRAINT "rule_targets_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_targets" ADD CONSTRAINT "rule_targets_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_targets" ADD CONSTRAINT "rule_targets_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_applications_item_idx" ON "rule_applications" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "rule_applications_rule_idx" ON "rule_applications" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE INDEX "rule_applications_open_suggestions_idx" ON "rule_applications" USING btree ("item_id") WHERE "rule_applications"."is_suggestion" and "rule_applications"."decided_at" is null and "rule_applications"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "rules_bucket_idx" ON "rules" USING btree ("bucket_id","created_at");