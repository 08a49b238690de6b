-- Companies that exist now were evaluated by engine version 1: they start there and are refreshed.
ALTER TABLE "buckets" ADD COLUMN "evaluation_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "buckets" ALTER COLUMN "evaluation_version" SET DEFAULT 2;
