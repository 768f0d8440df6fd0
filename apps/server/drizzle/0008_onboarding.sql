CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"tutor_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"feedback" text,
	"note" text,
	"level" smallint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_kind_check" CHECK ("interviews"."kind" in (3, 4)),
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" between 1 and 6),
	CONSTRAINT "interviews_range_check" CHECK ("interviews"."ends_at" = "interviews"."starts_at" + interval '30 minutes'),
	CONSTRAINT "interviews_level_check" CHECK ("interviews"."level" between 1 and 6),
	CONSTRAINT "interviews_members_check" CHECK ("interviews"."tutor_id" <> "interviews"."manager_id"),
	CONSTRAINT "interviews_decision_check" CHECK (("interviews"."status" = 1) = ("interviews"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "intro_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"file" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intro_videos_status_check" CHECK ("intro_videos"."status" in (1, 2, 3)),
	CONSTRAINT "intro_videos_duration_check" CHECK ("intro_videos"."duration_ms" > 0),
	CONSTRAINT "intro_videos_reason_check" CHECK ("intro_videos"."status" <> 2 or "intro_videos"."reason" is not null),
	CONSTRAINT "intro_videos_review_check" CHECK (("intro_videos"."status" = 1) = ("intro_videos"."reviewed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "tutor_onboarding" (
	"tutor_id" integer PRIMARY KEY NOT NULL,
	"support_group_joined_at" timestamp with time zone,
	"studio_id" integer,
	"photo_scheduled_at" timestamp with time zone,
	"photo_done_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_videos" ADD CONSTRAINT "intro_videos_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_videos" ADD CONSTRAINT "intro_videos_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_onboarding" ADD CONSTRAINT "tutor_onboarding_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_onboarding" ADD CONSTRAINT "tutor_onboarding_studio_id_users_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_tutor_idx" ON "interviews" USING btree ("tutor_id","kind","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_manager_idx" ON "interviews" USING btree ("manager_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_pending" ON "interviews" USING btree ("tutor_id","kind") WHERE "interviews"."status" = 1;--> statement-breakpoint
CREATE INDEX "intro_videos_tutor_idx" ON "intro_videos" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "intro_videos_status_idx" ON "intro_videos" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "intro_videos_one_open" ON "intro_videos" USING btree ("tutor_id") WHERE "intro_videos"."status" in (1, 3);--> statement-breakpoint
CREATE INDEX "tutor_onboarding_studio_idx" ON "tutor_onboarding" USING btree ("studio_id","photo_done_at");--> statement-breakpoint
-- hand-written
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_manager_no_overlap" EXCLUDE USING gist ("manager_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN (1, 2, 3));--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_tutor_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN (1, 2, 3));
