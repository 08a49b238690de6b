CREATE TABLE "bucket_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buckets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"dataowner_team_id" uuid,
	"dataowner_user_id" uuid,
	"archived" boolean DEFAULT false NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_managed" boolean DEFAULT false NOT NULL,
	"access_mode" text NOT NULL,
	"capabilities" text[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"subject_project_id" uuid NOT NULL,
	"granted_to_user_id" uuid,
	"granted_to_user_email" text,
	"granted_to_team_id" uuid,
	"issued_by_user_id" uuid,
	"issued_by_team_id" uuid,
	"not_valid_before" timestamp with time zone,
	"not_valid_after" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_id" text NOT NULL,
	"object_name" text NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dockshelf_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"capability" text NOT NULL,
	"premium" text NOT NULL,
	"freemium" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'ihm' NOT NULL,
	"dataowner_user_id" uuid,
	"dataowner_team_id" uuid,
	"access_to" text DEFAULT 'IHM' NOT NULL,
	"pricing_model" text DEFAULT 'FREEMIUM' NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"content_hash" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imo" text,
	"name" text NOT NULL,
	"group_id" uuid,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"invited_email" text,
	"status" text NOT NULL,
	"role" text NOT NULL,
	"invited_by_user_id" uuid,
	"invited_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_key" text,
	"available_features" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "bucket_projects" ADD CONSTRAINT "bucket_projects_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bucket_projects" ADD CONSTRAINT "bucket_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buckets" ADD CONSTRAINT "buckets_dataowner_team_id_teams_id_fk" FOREIGN KEY ("dataowner_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buckets" ADD CONSTRAINT "buckets_dataowner_user_id_users_id_fk" FOREIGN KEY ("dataowner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_subject_project_id_projects_id_fk" FOREIGN KEY ("subject_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_granted_to_user_id_users_id_fk" FOREIGN KEY ("granted_to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_granted_to_team_id_teams_id_fk" FOREIGN KEY ("granted_to_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_issued_by_team_id_teams_id_fk" FOREIGN KEY ("issued_by_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_audit_logs" ADD CONSTRAINT "user_audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dockshelf_permissions" ADD CONSTRAINT "dockshelf_permissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_dataowner_user_id_users_id_fk" FOREIGN KEY ("dataowner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_dataowner_team_id_teams_id_fk" FOREIGN KEY ("dataowner_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_groups" ADD CONSTRAINT "ship_groups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ships" ADD CONSTRAINT "ships_group_id_ship_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ship_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bucket_projects_project_role_unique" ON "bucket_projects" USING btree ("project_id","role");--> statement-breakpoint
CREATE INDEX "bucket_projects_bucket_idx" ON "bucket_projects" USING btree ("bucket_id");--> statement-breakpoint
CREATE INDEX "buckets_owner_team_idx" ON "buckets" USING btree ("dataowner_team_id","type");--> statement-breakpoint
CREATE INDEX "buckets_owner_user_idx" ON "buckets" USING btree ("dataowner_user_id");--> statement-breakpoint
CREATE INDEX "permissions_project_idx" ON "permissions" USING btree ("subject_project_id","status");--> statement-breakpoint
CREATE INDEX "permissions_user_idx" ON "permissions" USING btree ("granted_to_user_id","status");--> statement-breakpoint
CREATE INDEX "permissions_team_idx" ON "permissions" USING btree ("granted_to_team_id","status");--> statement-breakpoint
CREATE INDEX "permissions_email_idx" ON "permissions" USING btree ("granted_to_user_email");--> statement-breakpoint
CREATE INDEX "user_audit_logs_user_idx" ON "user_audit_logs" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "dockshelf_permissions_project_idx" ON "dockshelf_permissions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_owner_team_idx" ON "projects" USING btree ("dataowner_team_id","removed");--> statement-breakpoint
CREATE INDEX "projects_owner_user_idx" ON "projects" USING btree ("dataowner_user_id","removed");--> statement-breakpoint
CREATE INDEX "projects_ship_idx" ON "projects" USING btree ("ship_id");--> statement-breakpoint
CREATE INDEX "ships_imo_idx" ON "ships" USING btree ("imo");--> statement-breakpoint
CREATE INDEX "ships_group_idx" ON "ships" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "team_memberships_team_idx" ON "team_memberships" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_memberships_user_idx" ON "team_memberships" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "team_memberships_invited_email_idx" ON "team_memberships" USING btree ("invited_email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_memberships_team_user_unique" ON "team_memberships" USING btree ("team_id","user_id");