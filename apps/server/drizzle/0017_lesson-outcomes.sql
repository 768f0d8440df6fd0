CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_outcome_check" CHECK ("lessons"."outcome" is null or "lessons"."outcome" in ('held', 'student-absent', 'tutor-absent', 'both-absent', 'student-cancelled-late', 'tutor-cancelled-late'));--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_outcome_cancel_check" CHECK ("lessons"."outcome" is null or ("lessons"."cancelled_at" is not null) = ("lessons"."outcome" in ('student-cancelled-late', 'tutor-cancelled-late')));--> statement-breakpoint
-- hand-written
-- Lessons that ended before outcomes existed were held and paid: they keep that
-- (docs/product/lessons.md#outcomes).
UPDATE "lessons" SET "outcome" = 'held' WHERE "cancelled_at" IS NULL AND "ends_at" <= now();--> statement-breakpoint
-- Booked lessons still to end get the job that sets their outcome at the end, as a booking does.
INSERT INTO "jobs" ("name", "key", "payload", "run_at")
  SELECT 'lesson-outcome',
         'lesson-outcome:' || "id" || ':' || to_char("ends_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         jsonb_build_object('lessonId', "id", 'endsAt', to_char("ends_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
         "ends_at"
    FROM "lessons" WHERE "cancelled_at" IS NULL AND "ends_at" > now()
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- A tutor earns from lessons whose outcome pays them, once over (docs/product/earnings.md):
-- the balance guard counts the same.
CREATE OR REPLACE FUNCTION invoices_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  earned bigint;
  held bigint;
BEGIN
  IF NEW.status NOT IN (0, 1, 3) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN (0, 1, 3) AND NEW.amount <= OLD.amount AND NEW.tutor_id = OLD.tutor_id THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7013, NEW.tutor_id);
  SELECT coalesce(sum(price), 0) INTO earned FROM lessons
    WHERE tutor_id = NEW.tutor_id AND outcome IN ('held', 'student-absent', 'student-cancelled-late')
      AND ends_at <= now();
  SELECT coalesce(sum(amount), 0) INTO held FROM invoices
    WHERE tutor_id = NEW.tutor_id AND status IN (0, 1, 3) AND id <> NEW.id;
  IF held + NEW.amount > earned THEN
    RAISE EXCEPTION 'withdrawal of % exceeds the balance of tutor %', NEW.amount, NEW.tutor_id
      USING ERRCODE = '23514', CONSTRAINT = 'invoices_balance_check';
  END IF;
  RETURN NEW;
END;
$$;
