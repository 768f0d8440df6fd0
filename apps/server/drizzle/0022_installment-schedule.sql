ALTER TABLE "transactions" ADD COLUMN "installment_bank" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "installment_bank_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "installment_months" smallint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "installment_monthly" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "installment_total" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_installments_check" CHECK (("transactions"."installment_months" is null and "transactions"."installment_monthly" is null and "transactions"."installment_total" is null and "transactions"."installment_bank" is null and "transactions"."installment_bank_code" is null) or ("transactions"."payment_type" = 2 and "transactions"."installment_bank" is not null and "transactions"."installment_months" > 0 and "transactions"."installment_monthly" > 0 and "transactions"."installment_total" > 0));