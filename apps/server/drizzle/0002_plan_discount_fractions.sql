ALTER TABLE "plans" ALTER COLUMN "discount_month" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "discount_quarter" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "discount_year" SET DATA TYPE numeric(5, 2);