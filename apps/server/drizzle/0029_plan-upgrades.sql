CREATE TABLE "subscription_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"from_plan_id" integer NOT NULL,
	"to_plan_id" integer NOT NULL,
	"from_weekly_minutes" integer NOT NULL,
	"to_weekly_minutes" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"period_price" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_changes_larger_check" CHECK ("subscription_changes"."to_weekly_minutes" > "subscription_changes"."from_weekly_minutes" and "subscription_changes"."from_weekly_minutes" > 0),
	CONSTRAINT "subscription_changes_price_check" CHECK ("subscription_changes"."period_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_purpose_check";--> statement-breakpoint
DROP INDEX "payment_credits_subscription_unique";--> statement-breakpoint
ALTER TABLE "payment_credits" ADD COLUMN "upgrade" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "upgrade_of" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "upgrade_from" integer;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_from_plan_id_plans_id_fk" FOREIGN KEY ("from_plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_to_plan_id_plans_id_fk" FOREIGN KEY ("to_plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_changes" ADD CONSTRAINT "subscription_changes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_changes_subscription_idx" ON "subscription_changes" USING btree ("subscription_id","from_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_changes_transaction_unique" ON "subscription_changes" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_upgrade_of_subscriptions_id_fk" FOREIGN KEY ("upgrade_of") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_upgrade_from_plans_id_fk" FOREIGN KEY ("upgrade_from") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_credits_subscription_unique" ON "payment_credits" USING btree ("subscription_id") WHERE not "payment_credits"."upgrade";--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_upgrade_check" CHECK (not "payment_credits"."upgrade" or "payment_credits"."subscription_id" is not null);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_upgrade_parts_check" CHECK (("transactions"."upgrade_of" is not null and "transactions"."upgrade_from" is not null) = ("transactions"."purpose" = 'upgrade') and ("transactions"."upgrade_of" is null) = ("transactions"."upgrade_from" is null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_purpose_check" CHECK ("transactions"."purpose" in ('plan', 'lesson', 'upgrade'));