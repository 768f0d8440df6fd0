ALTER TABLE "payment_credits" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "period" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "weekly_minutes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "bought" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD COLUMN "lesson_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "purpose" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "lesson_id" integer;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_credits_lesson_unique" ON "payment_credits" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_lesson_unique" ON "transactions" USING btree ("lesson_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_bought_check" CHECK (("lessons"."held_until" is null or "lessons"."bought") and (not "lessons"."bought" or "lessons"."subscription_id" is null));--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_one_check" CHECK (("payment_credits"."subscription_id" is null) <> ("payment_credits"."lesson_id" is null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_purpose_check" CHECK ("transactions"."purpose" in ('plan', 'lesson'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_purpose_parts_check" CHECK (("transactions"."plan_id" is not null and "transactions"."period" is not null and "transactions"."weekly_minutes" is not null) = ("transactions"."purpose" <> 'lesson') and ("transactions"."lesson_id" is not null) = ("transactions"."purpose" = 'lesson'));