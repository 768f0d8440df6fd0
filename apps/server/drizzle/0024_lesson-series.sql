CREATE TABLE "lesson_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"duration" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "lesson_series_weekday_check" CHECK ("lesson_series"."weekday" between 0 and 6),
	CONSTRAINT "lesson_series_start_check" CHECK ("lesson_series"."start_minute" between 0 and 1425 and "lesson_series"."start_minute" % 15 = 0),
	CONSTRAINT "lesson_series_duration_check" CHECK ("lesson_series"."duration" in (15, 30)),
	CONSTRAINT "lesson_series_members_check" CHECK ("lesson_series"."tutor_id" <> "lesson_series"."student_id")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_series" ADD CONSTRAINT "lesson_series_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_series" ADD CONSTRAINT "lesson_series_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_series_one_active" ON "lesson_series" USING btree ("student_id","tutor_id","weekday","start_minute") WHERE "lesson_series"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "lesson_series_student_idx" ON "lesson_series" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_series_id_lesson_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."lesson_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_series_idx" ON "lessons" USING btree ("series_id","starts_at");