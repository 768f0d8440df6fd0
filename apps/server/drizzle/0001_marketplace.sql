CREATE TABLE "availability_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"available" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_exceptions_range_check" CHECK ("availability_exceptions"."start_minute" >= 0 and "availability_exceptions"."end_minute" <= 1440 and "availability_exceptions"."start_minute" < "availability_exceptions"."end_minute" and "availability_exceptions"."start_minute" % 15 = 0 and "availability_exceptions"."end_minute" % 15 = 0)
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_slots_weekday_check" CHECK ("availability_slots"."weekday" between 0 and 6),
	CONSTRAINT "availability_slots_range_check" CHECK ("availability_slots"."start_minute" >= 0 and "availability_slots"."end_minute" <= 1440 and "availability_slots"."start_minute" < "availability_slots"."end_minute" and "availability_slots"."start_minute" % 15 = 0 and "availability_slots"."end_minute" % 15 = 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"subscription_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration" smallint NOT NULL,
	"price" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_duration_check" CHECK ("lessons"."duration" in (15, 30)),
	CONSTRAINT "lessons_range_check" CHECK ("lessons"."ends_at" = "lessons"."starts_at" + make_interval(mins => "lessons"."duration")),
	CONSTRAINT "lessons_price_check" CHECK ("lessons"."price" >= 0),
	CONSTRAINT "lessons_members_check" CHECK ("lessons"."tutor_id" <> "lessons"."student_id"),
	CONSTRAINT "lessons_cancel_check" CHECK (("lessons"."cancelled_at" is null) = ("lessons"."cancelled_by" is null))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekly_minutes" integer NOT NULL,
	"month_price" integer NOT NULL,
	"discount_month" integer DEFAULT 0 NOT NULL,
	"discount_quarter" integer DEFAULT 0 NOT NULL,
	"discount_year" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"invites_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_weekly_minutes_check" CHECK ("plans"."weekly_minutes" between 15 and 2400),
	CONSTRAINT "plans_month_price_check" CHECK ("plans"."month_price" > 0),
	CONSTRAINT "plans_discounts_check" CHECK ("plans"."discount_month" between 0 and 100 and "plans"."discount_quarter" between 0 and 100 and "plans"."discount_year" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"rater_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_value_check" CHECK ("ratings"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer,
	"period" smallint NOT NULL,
	"weekly_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."period" between 0 and 3),
	CONSTRAINT "subscriptions_range_check" CHECK ("subscriptions"."starts_at" < "subscriptions"."ends_at"),
	CONSTRAINT "subscriptions_plan_check" CHECK (("subscriptions"."period" = 3) = ("subscriptions"."plan_id" is null)),
	CONSTRAINT "subscriptions_minutes_check" CHECK ("subscriptions"."weekly_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "hourly_rate" integer;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "activity_score" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_tutor_idx" ON "availability_exceptions" USING btree ("tutor_id","date");--> statement-breakpoint
CREATE INDEX "availability_slots_tutor_idx" ON "availability_slots" USING btree ("tutor_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "lessons_tutor_idx" ON "lessons" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_student_idx" ON "lessons" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_starts_idx" ON "lessons" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_rater_tutor_unique" ON "ratings" USING btree ("rater_id","tutor_id");--> statement-breakpoint
CREATE INDEX "ratings_tutor_idx" ON "ratings" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","starts_at");--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_hourly_rate_check" CHECK ("tutors"."hourly_rate" is null or "tutors"."hourly_rate" > 0);--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_rating_check" CHECK ("tutors"."rating_count" >= 0 and "tutors"."rating_sum" between "tutors"."rating_count" and 5 * "tutors"."rating_count");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_tutor_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_no_overlap" EXCLUDE USING gist ("student_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL);
