CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" smallint NOT NULL,
	"receiver" text,
	"bank" text,
	"phone" text,
	"account_number" text,
	"username" text,
	"note" text,
	"admin_note" text,
	"receipt" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"updated_by_receiver" boolean DEFAULT false NOT NULL,
	"cancelled_by_receiver" boolean DEFAULT false NOT NULL,
	"addressed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" between 10000 and 5000000),
	CONSTRAINT "invoices_method_check" CHECK ("invoices"."method" between 0 and 2),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" between 0 and 4),
	CONSTRAINT "invoices_details_check" CHECK (("invoices"."method" = 0 and "invoices"."phone" is not null) or ("invoices"."method" = 1 and "invoices"."bank" is not null and "invoices"."account_number" is not null and "invoices"."receiver" is not null) or ("invoices"."method" = 2 and "invoices"."username" is not null)),
	CONSTRAINT "invoices_receipt_check" CHECK ("invoices"."status" <> 3 or "invoices"."receipt" is not null)
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"page" text,
	"asset" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('screenshot', 'log')),
	CONSTRAINT "reports_resolved_check" CHECK (("reports"."resolved_at" is null) = ("reports"."resolved_by" is null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_addressed_by_users_id_fk" FOREIGN KEY ("addressed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_tutor_idx" ON "invoices" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_created_idx" ON "audit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_subject_idx" ON "audit_entries" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
-- hand-written
-- A tutor's balance never goes below zero (issue 13, decision 015): what fulfilled lessons earned
-- (not cancelled and over) less every invoice that waits or was paid. Requests of one tutor take a
-- transaction-long advisory lock first, so two concurrent withdrawals are checked one after the other
-- and the second sees the first (each statement of the function reads the latest committed rows).
CREATE FUNCTION invoices_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WHERE tutor_id = NEW.tutor_id AND cancelled_at IS NULL AND ends_at <= now();
  SELECT coalesce(sum(amount), 0) INTO held FROM invoices
    WHERE tutor_id = NEW.tutor_id AND status IN (0, 1, 3) AND id <> NEW.id;
  IF held + NEW.amount > earned THEN
    RAISE EXCEPTION 'withdrawal of % exceeds the balance of tutor %', NEW.amount, NEW.tutor_id
      USING ERRCODE = '23514', CONSTRAINT = 'invoices_balance_check';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_balance_guard BEFORE INSERT OR UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_balance_guard();
