CREATE TABLE "invite_signups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"invite_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"code" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_source_check" CHECK ("invites"."source" in ('wa', 'sfb', 'syt', 'sig', 'stt', 'sx', 'mpv', 'mtd')),
	CONSTRAINT "invites_name_length" CHECK (char_length("invites"."name") between 2 and 80),
	CONSTRAINT "invites_code_check" CHECK ("invites"."code" ~ '^[a-z0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "invite_signups" ADD CONSTRAINT "invite_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_signups" ADD CONSTRAINT "invite_signups_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_signups_invite_idx" ON "invite_signups" USING btree ("invite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_code_unique" ON "invites" USING btree ("code");