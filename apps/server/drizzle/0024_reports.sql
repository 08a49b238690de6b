CREATE TABLE "generated_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"project_content_hash" text NOT NULL,
	"namespace" text NOT NULL,
	"type" text NOT NULL,
	"template" text NOT NULL,
	"template_name" text NOT NULL,
	"variant" text NOT NULL,
	"period_from" text,
	"period_to" text,
	"with_photos" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by_user_id" uuid,
	"generating_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"job_id" uuid
);
--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_reports_version_unique" ON "generated_reports" USING btree ("project_id","namespace","version");--> statement-breakpoint
CREATE INDEX "generated_reports_project_idx" ON "generated_reports" USING btree ("project_id","requested_at");