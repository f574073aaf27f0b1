CREATE TABLE "lab_completions" (
	"user_id" uuid NOT NULL,
	"lab_slug" text NOT NULL,
	"instance_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_completions_user_id_lab_slug_pk" PRIMARY KEY("user_id","lab_slug")
);
--> statement-breakpoint
CREATE TABLE "lab_step_results" (
	"instance_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"passed" boolean NOT NULL,
	"message" jsonb,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_step_results_instance_id_step_index_pk" PRIMARY KEY("instance_id","step_index")
);
--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "environment" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "scripts" jsonb;--> statement-breakpoint
ALTER TABLE "lab_completions" ADD CONSTRAINT "lab_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_step_results" ADD CONSTRAINT "lab_step_results_instance_id_lab_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."lab_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_instances" DROP COLUMN "credentials";--> statement-breakpoint
ALTER TABLE "lab_instances" DROP COLUMN "console_url";--> statement-breakpoint
ALTER TABLE "lab_instances" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Labs seeded before this migration are the cloud labs: they need their cloud (security and AI ones run on AWS).
UPDATE "labs" SET "environment" = CASE WHEN "cloud" IN ('aws', 'azure', 'gcp', 'kubernetes') THEN "cloud" ELSE 'aws' END WHERE "scripts" IS NULL;
