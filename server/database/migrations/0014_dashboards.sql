CREATE TABLE "person_day_repayments" (
	"person_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"repayments" integer DEFAULT 0 NOT NULL,
	"repaid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "person_day_repayments_person_id_day_currency_pk" PRIMARY KEY("person_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "person_day_work" (
	"person_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"whatsapp_messages" integer DEFAULT 0 NOT NULL,
	"finished_cases" integer DEFAULT 0 NOT NULL,
	"clock_ins" integer DEFAULT 0 NOT NULL,
	"unfinished_allocated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "person_day_work_person_id_day_pk" PRIMARY KEY("person_id","day")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "finished_by_id" integer;--> statement-breakpoint
ALTER TABLE "person_day_repayments" ADD CONSTRAINT "person_day_repayments_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_day_work" ADD CONSTRAINT "person_day_work_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_day_repayments_day_idx" ON "person_day_repayments" USING btree ("day","person_id");--> statement-breakpoint
CREATE INDEX "person_day_work_day_idx" ON "person_day_work" USING btree ("day","person_id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_finished_by_id_users_id_fk" FOREIGN KEY ("finished_by_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_finished_by_idx" ON "cases" USING btree ("finished_by_id","finished_at") WHERE "cases"."finished_at" is not null;--> statement-breakpoint
CREATE INDEX "repayments_collector_idx" ON "repayments" USING btree ("collector_id","paid_at");--> statement-breakpoint
-- A case finished before this migration was finished by whoever holds it now: the nearest truth kept.
UPDATE "cases" SET "finished_by_id" = "owner_id" WHERE "finished_at" IS NOT NULL;