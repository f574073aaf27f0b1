CREATE TABLE "lab_ratings" (
	"user_id" uuid NOT NULL,
	"lab_slug" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_ratings_user_id_lab_slug_pk" PRIMARY KEY("user_id","lab_slug"),
	CONSTRAINT "lab_ratings_stars_range" CHECK ("lab_ratings"."stars" between 1 and 5),
	CONSTRAINT "lab_ratings_comment_length" CHECK (char_length("lab_ratings"."comment") <= 500)
);
--> statement-breakpoint
ALTER TABLE "lab_ratings" ADD CONSTRAINT "lab_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_ratings_lab_idx" ON "lab_ratings" USING btree ("lab_slug");