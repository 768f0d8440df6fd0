CREATE TABLE "refund_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'details-needed' NOT NULL,
	"method" smallint,
	"phone" text,
	"bank" text,
	"account_number" text,
	"receiver" text,
	"reference" text,
	"failure_note" text,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_payouts_amount_check" CHECK ("refund_payouts"."amount" > 0),
	CONSTRAINT "refund_payouts_status_check" CHECK ("refund_payouts"."status" in ('details-needed', 'requested', 'paid', 'failed')),
	CONSTRAINT "refund_payouts_destination_check" CHECK (("refund_payouts"."method" is null and "refund_payouts"."status" = 'details-needed') or ("refund_payouts"."method" = 0 and "refund_payouts"."phone" is not null) or ("refund_payouts"."method" = 1 and "refund_payouts"."bank" is not null and "refund_payouts"."account_number" is not null and "refund_payouts"."receiver" is not null)),
	CONSTRAINT "refund_payouts_paid_check" CHECK (("refund_payouts"."status" = 'paid') = ("refund_payouts"."reference" is not null and "refund_payouts"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_by_provider" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_payouts_transaction_idx" ON "refund_payouts" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "refund_payouts_user_idx" ON "refund_payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_payouts_open_idx" ON "refund_payouts" USING btree ("created_at") WHERE "refund_payouts"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_refund_check" CHECK ("transactions"."refunded_by_provider" >= 0 and "transactions"."refunded_by_provider" <= "transactions"."refunded_amount");--> statement-breakpoint
-- hand-written
-- Every refund made before cash refunds existed went through the provider.
UPDATE "transactions" SET "refunded_by_provider" = "refunded_amount" WHERE "refunded_amount" > 0;--> statement-breakpoint
-- Money adds up (docs/product/plans-and-payments.md#refunds): an order's refunded amount is what the
-- provider returned plus its refund payouts, checked when the writing transaction commits, whatever
-- the code does.
CREATE FUNCTION refunds_reconcile() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_id integer;
  refunded integer;
  by_provider integer;
  paid_out bigint;
BEGIN
  -- Each branch reads a field only its own table's rows have.
  IF TG_TABLE_NAME = 'transactions' THEN
    order_id := NEW.id;
  ELSE
    order_id := NEW.transaction_id;
  END IF;
  SELECT refunded_amount, refunded_by_provider INTO refunded, by_provider FROM transactions WHERE id = order_id;
  SELECT coalesce(sum(amount), 0) INTO paid_out FROM refund_payouts WHERE transaction_id = order_id;
  IF refunded <> by_provider + paid_out THEN
    RAISE EXCEPTION 'order % refunded % but the provider returned % and payouts hold %', order_id, refunded, by_provider, paid_out
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_reconcile';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER transactions_refunds_reconcile AFTER UPDATE OF refunded_amount, refunded_by_provider ON transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refunds_reconcile();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER refund_payouts_reconcile AFTER INSERT OR UPDATE OF amount, transaction_id ON refund_payouts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refunds_reconcile();
