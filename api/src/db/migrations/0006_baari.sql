CREATE TABLE "baari_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baari_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baari_messages_role_known" CHECK ("baari_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "interview_answers" (
	"session_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"answer" text NOT NULL,
	"rubric" jsonb NOT NULL,
	"feedback" text NOT NULL,
	"score" integer NOT NULL,
	"mode" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answers_session_id_question_index_pk" PRIMARY KEY("session_id","question_index"),
	CONSTRAINT "interview_answers_score_range" CHECK ("interview_answers"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"career_path_slug" text NOT NULL,
	"language" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "interview_sessions_status_known" CHECK ("interview_sessions"."status" in ('in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "lab_hint_events" (
	"instance_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"tier" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_hint_events_instance_id_step_index_tier_pk" PRIMARY KEY("instance_id","step_index","tier"),
	CONSTRAINT "lab_hint_events_tier_known" CHECK ("lab_hint_events"."tier" in ('concept', 'pointer', 'skeleton', 'solution'))
);
--> statement-breakpoint
ALTER TABLE "lab_step_results" ADD COLUMN "failed_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "baari_conversations" ADD CONSTRAINT "baari_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baari_messages" ADD CONSTRAINT "baari_messages_conversation_id_baari_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."baari_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_hint_events" ADD CONSTRAINT "lab_hint_events_instance_id_lab_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."lab_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baari_conversations_user_idx" ON "baari_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "baari_messages_conversation_idx" ON "baari_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_idx" ON "interview_sessions" USING btree ("user_id","created_at");