CREATE TABLE "lesson_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"note" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ruled_at" timestamp with time zone,
	"ruled_by" integer,
	"ruling" text,
	CONSTRAINT "lesson_disputes_note_check" CHECK (char_length("lesson_disputes"."note") between 1 and 1000),
	CONSTRAINT "lesson_disputes_ruling_check" CHECK (("lesson_disputes"."ruled_at" is null) = ("lesson_disputes"."ruling" is null) and ("lesson_disputes"."ruling" is null or "lesson_disputes"."ruling" in ('held', 'student-absent', 'tutor-absent', 'both-absent')))
);
--> statement-breakpoint
ALTER TABLE "lessons" DROP CONSTRAINT "lessons_outcome_check";--> statement-breakpoint
ALTER TABLE "lessons" DROP CONSTRAINT "lessons_outcome_cancel_check";--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "restored_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_disputes" ADD CONSTRAINT "lesson_disputes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_disputes" ADD CONSTRAINT "lesson_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_disputes" ADD CONSTRAINT "lesson_disputes_ruled_by_users_id_fk" FOREIGN KEY ("ruled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_disputes_open_idx" ON "lesson_disputes" USING btree ("lesson_id") WHERE "lesson_disputes"."ruled_at" is null;--> statement-breakpoint
CREATE INDEX "lesson_disputes_lesson_idx" ON "lesson_disputes" USING btree ("lesson_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_restored_minutes_check" CHECK ("lessons"."restored_minutes" between 0 and "lessons"."duration");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_outcome_check" CHECK ("lessons"."outcome" is null or "lessons"."outcome" in ('held', 'student-absent', 'tutor-absent', 'both-absent', 'student-cancelled-late', 'tutor-cancelled-late', 'cancelled-minutes-kept'));--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_outcome_cancel_check" CHECK ("lessons"."outcome" is null or ("lessons"."cancelled_at" is not null) = ("lessons"."outcome" in ('student-cancelled-late', 'tutor-cancelled-late', 'cancelled-minutes-kept')));