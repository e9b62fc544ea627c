CREATE TABLE "amount_cuts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"requester_id" integer NOT NULL,
	"team_id" integer,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"interest" bigint DEFAULT 0 NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"lifecycle" jsonb NOT NULL,
	"reviewer_id" integer,
	"rejection" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "amount_cuts" ADD CONSTRAINT "amount_cuts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amount_cuts" ADD CONSTRAINT "amount_cuts_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amount_cuts" ADD CONSTRAINT "amount_cuts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amount_cuts" ADD CONSTRAINT "amount_cuts_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amount_cuts_one_pending_key" ON "amount_cuts" USING btree ("case_id") WHERE "amount_cuts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "amount_cuts_case_idx" ON "amount_cuts" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "amount_cuts_requested_idx" ON "amount_cuts" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "amount_cuts_status_idx" ON "amount_cuts" USING btree ("status","created_at");--> statement-breakpoint
-- Lifecycles kept before amount cuts (caseLifecycle@1 to @3) have no cutAmount; caseLifecycle@4 reads it,
-- so every case takes the cuts it holds (0 on every case so far).
UPDATE "cases" SET "lifecycle" = jsonb_set("lifecycle", '{context,cutAmount}', to_jsonb("cuts")) WHERE NOT ("lifecycle"->'context' ? 'cutAmount');
