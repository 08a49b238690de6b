CREATE TABLE "imgcrop_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"check_image_id" uuid,
	"crop" jsonb NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"file_name" text,
	"file_size" integer,
	"width" integer,
	"height" integer,
	"error" text,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "check_images" ADD COLUMN "crop" jsonb;--> statement-breakpoint
ALTER TABLE "imgcrop_jobs" ADD CONSTRAINT "imgcrop_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imgcrop_jobs" ADD CONSTRAINT "imgcrop_jobs_check_image_id_check_images_id_fk" FOREIGN KEY ("check_image_id") REFERENCES "public"."check_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imgcrop_jobs" ADD CONSTRAINT "imgcrop_jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imgcrop_jobs_project_idx" ON "imgcrop_jobs" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "imgcrop_jobs_check_image_idx" ON "imgcrop_jobs" USING btree ("check_image_id");