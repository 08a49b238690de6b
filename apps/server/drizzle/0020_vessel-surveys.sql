CREATE TABLE "vessel_surveys" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "vessel_surveys" ADD CONSTRAINT "vessel_surveys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_surveys" ADD CONSTRAINT "vessel_surveys_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;