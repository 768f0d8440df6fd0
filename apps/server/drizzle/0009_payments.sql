CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_check" CHECK ("coupons"."discount" between 1 and 100),
	CONSTRAINT "coupons_max_uses_check" CHECK ("coupons"."max_uses" is null or "coupons"."max_uses" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_credits" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"merchant_ref" text,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"period" smallint NOT NULL,
	"weekly_minutes" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"merchant_ref" text NOT NULL,
	"provider_ref" text,
	"base_amount" integer NOT NULL,
	"period_discount" integer NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EGP' NOT NULL,
	"coupon_id" integer,
	"save_card" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" between 0 and 7),
	CONSTRAINT "transactions_period_check" CHECK ("transactions"."period" between 0 and 2),
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."payment_type" between 0 and 3),
	CONSTRAINT "transactions_provider_check" CHECK ("transactions"."provider" in ('fawry', 'paymob')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" > 0 and "transactions"."amount" = "transactions"."base_amount" - "transactions"."period_discount" - "transactions"."coupon_discount"),
	CONSTRAINT "transactions_refund_check" CHECK ("transactions"."refunded_amount" >= 0 and "transactions"."refunded_amount" <= "transactions"."amount"),
	CONSTRAINT "transactions_paid_check" CHECK (("transactions"."status" in (1, 3, 5, 7)) = ("transactions"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_user_unique" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_transaction_unique" ON "coupon_redemptions" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_credits_subscription_unique" ON "payment_credits" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_ref_idx" ON "payment_notifications" USING btree ("merchant_ref","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_merchant_ref_unique" ON "transactions" USING btree ("merchant_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_ref_unique" ON "transactions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."status" = 0;--> statement-breakpoint
-- hand-written
-- A transaction's status only takes the transitions of decision 012, whatever the code does.
CREATE FUNCTION transactions_status_transition() RETURNS trigger AS $$
BEGIN
  IF NEW.status <> OLD.status AND NOT (
    (OLD.status = 0 AND NEW.status IN (1, 2, 4, 6, 7)) OR
    (OLD.status = 1 AND NEW.status IN (3, 5)) OR
    (OLD.status = 5 AND NEW.status = 3) OR
    (OLD.status IN (2, 4, 6) AND NEW.status = 7) OR
    (OLD.status = 7 AND NEW.status = 3)
  ) THEN
    RAISE EXCEPTION 'transaction % cannot go from status % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'transactions_status_transition';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER transactions_status_transition BEFORE UPDATE OF status ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_status_transition();
