CREATE TABLE "subscription_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"weeks" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_pauses_range_check" CHECK ("subscription_pauses"."starts_at" < "subscription_pauses"."ends_at"),
	CONSTRAINT "subscription_pauses_weeks_check" CHECK ("subscription_pauses"."weeks" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_pauses_subscription_idx" ON "subscription_pauses" USING btree ("subscription_id","starts_at");--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_no_overlap" EXCLUDE USING gist ("subscription_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);
