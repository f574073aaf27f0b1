CREATE TABLE "job_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_events_application_idx" ON "job_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
-- Applications sent before the history was kept: their sending, and where they stand now when they have moved since.
INSERT INTO "job_application_events" ("application_id", "status", "created_at") SELECT "id", 'submitted', "created_at" FROM "job_applications";--> statement-breakpoint
INSERT INTO "job_application_events" ("application_id", "status", "created_at") SELECT "id", "status", "updated_at" FROM "job_applications" WHERE "status" <> 'submitted';
