ALTER TABLE "transactions" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_failure_check" CHECK ("transactions"."failure" is null or "transactions"."failure" in ('card-declined', 'secure-code', 'wallet-refused', 'insufficient-funds', 'reference-expired', 'other'));--> statement-breakpoint
-- Orders that ended before the reason was kept: a refused one says "other", an expired kiosk
-- reference says so (docs/product/plans-and-payments.md#why-a-payment-failed).
UPDATE "transactions" SET "failure" = 'other' WHERE "status" = 6;--> statement-breakpoint
UPDATE "transactions" SET "failure" = 'reference-expired' WHERE "status" = 4 AND "payment_type" = 3;
