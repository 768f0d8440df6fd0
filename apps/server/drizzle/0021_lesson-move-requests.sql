CREATE TABLE "lesson_move_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration" smallint NOT NULL,
	"lapses_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "lesson_move_requests_duration_check" CHECK ("lesson_move_requests"."duration" in (15, 30)),
	CONSTRAINT "lesson_move_requests_lapse_check" CHECK ("lesson_move_requests"."lapses_at" <= "lesson_move_requests"."starts_at"),
	CONSTRAINT "lesson_move_requests_state_check" CHECK ("lesson_move_requests"."state" in ('open', 'accepted', 'declined', 'withdrawn', 'lapsed', 'closed')),
	CONSTRAINT "lesson_move_requests_closed_check" CHECK (("lesson_move_requests"."state" = 'open') = ("lesson_move_requests"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "lesson_move_requests" ADD CONSTRAINT "lesson_move_requests_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_move_requests_one_open" ON "lesson_move_requests" USING btree ("lesson_id") WHERE "lesson_move_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "lesson_move_requests_lesson_idx" ON "lesson_move_requests" USING btree ("lesson_id");