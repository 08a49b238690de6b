CREATE TABLE "bucket_stats_snapshots" (
	"bucket_id" uuid NOT NULL,
	"day" date NOT NULL,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bucket_stats_snapshots_bucket_id_day_pk" PRIMARY KEY("bucket_id","day")
);
--> statement-breakpoint
CREATE TABLE "fleet_digest_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_digest" boolean DEFAULT true NOT NULL,
	"last_sent_week" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessel_stats_snapshots" (
	"vessel_id" uuid NOT NULL,
	"bucket_id" uuid NOT NULL,
	"day" date NOT NULL,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vessel_stats_snapshots_vessel_id_day_pk" PRIMARY KEY("vessel_id","day")
);
--> statement-breakpoint
ALTER TABLE "bucket_stats_snapshots" ADD CONSTRAINT "bucket_stats_snapshots_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_digest_subscriptions" ADD CONSTRAINT "fleet_digest_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_stats_snapshots" ADD CONSTRAINT "vessel_stats_snapshots_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_stats_snapshots" ADD CONSTRAINT "vessel_stats_snapshots_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bucket_stats_snapshots_day_idx" ON "bucket_stats_snapshots" USING btree ("day");--> statement-breakpoint
CREATE INDEX "vessel_stats_snapshots_bucket_day_idx" ON "vessel_stats_snapshots" USING btree ("bucket_id","day");--> statement-breakpoint
CREATE INDEX "vessel_stats_snapshots_day_idx" ON "vessel_stats_snapshots" USING btree ("day");