CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"reply_to" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"source" text,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_title_length" CHECK (char_length("contact_requests"."title") between 3 and 100),
	CONSTRAINT "contact_requests_message_length" CHECK (char_length("contact_requests"."message") between 10 and 2000),
	CONSTRAINT "contact_requests_language_check" CHECK ("contact_requests"."language" in ('ar', 'en')),
	CONSTRAINT "contact_requests_handled_check" CHECK (("contact_requests"."handled_at" is null) = ("contact_requests"."handled_by" is null) or "contact_requests"."handled_by" is null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_source" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_open_idx" ON "contact_requests" USING btree ("created_at") WHERE "contact_requests"."handled_at" is null;--> statement-breakpoint
-- hand-written
ALTER TABLE "users" ADD CONSTRAINT "users_signup_source_check" CHECK ("signup_source" in ('wa', 'sfb', 'syt', 'sig', 'stt', 'sx', 'mpv', 'mtd'));
