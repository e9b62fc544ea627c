ALTER TABLE "repayments" ADD COLUMN "notified_id" text;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_notified_id_unique" UNIQUE("notified_id");