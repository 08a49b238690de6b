CREATE TABLE "check_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"check_id" uuid NOT NULL,
	"state" text DEFAULT 'processing' NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"filename" text,
	"width" integer,
	"height" integer,
	"error" text,
	"job_id" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "check_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"check_id" uuid NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"remarks" text,
	"receipt_filename" text,
	"receipt_content_type" text
);
--> statement-breakpoint
CREATE TABLE "checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"equipment" text,
	"component" text,
	"material" text,
	"color" text,
	"remarks" text,
	"spot_id" uuid NOT NULL,
	"deck_id" uuid NOT NULL,
	"deckplan_id" uuid NOT NULL,
	"vscp_entry_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"suspected_hazmats" text[] DEFAULT '{}' NOT NULL,
	"equipment_classes" text[] DEFAULT '{}' NOT NULL,
	"referenced_check_ids" uuid[] DEFAULT '{}' NOT NULL,
	"approx_mass" text,
	"document_analysis_results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"index" integer DEFAULT 0 NOT NULL,
	"contamination_level" text
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"deck_id" uuid NOT NULL,
	"deckplan_id" uuid NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"location" text,
	"compartment" text,
	"position" text,
	"subposition" text
);
--> statement-breakpoint
CREATE TABLE "survey_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"check_id" uuid NOT NULL,
	"hazmat" text NOT NULL,
	"contamination" text NOT NULL,
	"concentration" double precision,
	"concentration_unit" text,
	"hazmat_details" text,
	"remarks" text,
	"recommendation" text
);
--> statement-breakpoint
CREATE TABLE "vscp_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"equipment" text,
	"component" text,
	"material" text,
	"color" text,
	"remarks" text,
	"check_type" text NOT NULL,
	"suspected_hazmats" text[] DEFAULT '{}' NOT NULL,
	"name" text NOT NULL,
	"location_description" text,
	"deck_id" uuid,
	"deckplan_id" uuid,
	"compartment" text,
	"position" text,
	"subposition" text,
	"location" text,
	"document_analysis_results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_images" ADD CONSTRAINT "check_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_images" ADD CONSTRAINT "check_images_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_images" ADD CONSTRAINT "check_images_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_resolutions" ADD CONSTRAINT "check_resolutions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_resolutions" ADD CONSTRAINT "check_resolutions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_resolutions" ADD CONSTRAINT "check_resolutions_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_spot_id_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_deckplan_id_deckplans_id_fk" FOREIGN KEY ("deckplan_id") REFERENCES "public"."deckplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_vscp_entry_id_vscp_entries_id_fk" FOREIGN KEY ("vscp_entry_id") REFERENCES "public"."vscp_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_deckplan_id_deckplans_id_fk" FOREIGN KEY ("deckplan_id") REFERENCES "public"."deckplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_entries" ADD CONSTRAINT "vscp_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_entries" ADD CONSTRAINT "vscp_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_entries" ADD CONSTRAINT "vscp_entries_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vscp_entries" ADD CONSTRAINT "vscp_entries_deckplan_id_deckplans_id_fk" FOREIGN KEY ("deckplan_id") REFERENCES "public"."deckplans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_images_check_idx" ON "check_images" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "check_images_project_idx" ON "check_images" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "check_resolutions_check_idx" ON "check_resolutions" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "checks_project_idx" ON "checks" USING btree ("project_id","enabled","index");--> statement-breakpoint
CREATE INDEX "checks_plan_idx" ON "checks" USING btree ("deckplan_id");--> statement-breakpoint
CREATE INDEX "checks_spot_idx" ON "checks" USING btree ("spot_id");--> statement-breakpoint
CREATE INDEX "spots_project_idx" ON "spots" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "spots_plan_idx" ON "spots" USING btree ("deckplan_id");--> statement-breakpoint
CREATE INDEX "survey_results_check_idx" ON "survey_results" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "survey_results_project_idx" ON "survey_results" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "vscp_entries_project_idx" ON "vscp_entries" USING btree ("project_id","index");