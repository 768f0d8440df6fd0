CREATE TABLE "confirmation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" smallint NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmation_codes_purpose_check" CHECK ("confirmation_codes"."purpose" in (1, 3, 4)),
	CONSTRAINT "confirmation_codes_attempts_check" CHECK ("confirmation_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "students" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"english_level" smallint,
	"goal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_english_level_check" CHECK ("students"."english_level" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bio" text,
	"about" text,
	"video" text,
	"thumbnail" text,
	"activated" boolean DEFAULT false NOT NULL,
	"bypass_onboarding" boolean DEFAULT false NOT NULL,
	"notice_period" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutors_notice_period_check" CHECK ("tutors"."notice_period" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "user_topics" (
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_topics_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"google_subject" text,
	"gender" smallint,
	"birth_year" smallint,
	"city" smallint,
	"job" text,
	"role" smallint NOT NULL,
	"image" text,
	"credit_score" integer DEFAULT 0 NOT NULL,
	"notification_method" smallint DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"verified_email" boolean DEFAULT false NOT NULL,
	"verified_phone" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" between 1 and 6),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" in (1, 2)),
	CONSTRAINT "users_city_check" CHECK ("users"."city" between 1 and 30),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('ar', 'en')),
	CONSTRAINT "users_verified_phone_check" CHECK (not "users"."verified_phone" or "users"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD CONSTRAINT "confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_topics" ADD CONSTRAINT "user_topics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_topics" ADD CONSTRAINT "user_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmation_codes_user_purpose_idx" ON "confirmation_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_name_ar_unique" ON "topics" USING btree ("name_ar");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_name_en_unique" ON "topics" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "user_topics_topic_idx" ON "user_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_unique" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "users"."verified_phone";--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");