CREATE TABLE "offline_repayment_receipts" (
	"repayment_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_repayments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"requester_id" integer NOT NULL,
	"team_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"lifecycle" jsonb NOT NULL,
	"reviewer_id" integer,
	"rejection" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offline_repayment_receipts" ADD CONSTRAINT "offline_repayment_receipts_repayment_id_offline_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "offline_repayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_repayments" ADD CONSTRAINT "offline_repayments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_repayments" ADD CONSTRAINT "offline_repayments_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_repayments" ADD CONSTRAINT "offline_repayments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_repayments" ADD CONSTRAINT "offline_repayments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_repayments_one_pending_key" ON "offline_repayments" USING btree ("case_id") WHERE "offline_repayments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "offline_repayments_case_idx" ON "offline_repayments" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "offline_repayments_requested_idx" ON "offline_repayments" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "offline_repayments_status_idx" ON "offline_repayments" USING btree ("status","created_at");