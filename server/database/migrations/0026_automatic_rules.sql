CREATE TABLE "automatic_rule_run_cases" (
	"run_id" uuid NOT NULL,
	"case_id" bigint NOT NULL,
	"case_no" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"member_id" integer,
	"from_id" integer,
	CONSTRAINT "automatic_rule_run_cases_run_id_case_id_pk" PRIMARY KEY("run_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "automatic_rule_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"version" integer NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"started_by_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"skipped_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"error_params" jsonb,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "automatic_rule_versions" (
	"rule_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatic_rule_versions_rule_id_version_pk" PRIMARY KEY("rule_id","version")
);
--> statement-breakpoint
CREATE TABLE "automatic_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"team_id" integer,
	"lifecycle" jsonb NOT NULL,
	"active_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automatic_rule_run_cases" ADD CONSTRAINT "automatic_rule_run_cases_run_id_automatic_rule_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "automatic_rule_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rule_run_cases" ADD CONSTRAINT "automatic_rule_run_cases_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rule_run_cases" ADD CONSTRAINT "automatic_rule_run_cases_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rule_run_cases" ADD CONSTRAINT "automatic_rule_run_cases_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rule_runs" ADD CONSTRAINT "automatic_rule_runs_rule_id_automatic_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "automatic_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rule_runs" ADD CONSTRAINT "automatic_rule_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rule_versions" ADD CONSTRAINT "automatic_rule_versions_rule_id_automatic_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "automatic_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rule_versions" ADD CONSTRAINT "automatic_rule_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rules" ADD CONSTRAINT "automatic_rules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_rules" ADD CONSTRAINT "automatic_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automatic_rule_run_cases_outcome_idx" ON "automatic_rule_run_cases" USING btree ("run_id","outcome","case_no");--> statement-breakpoint
CREATE UNIQUE INDEX "automatic_rule_runs_slot_key" ON "automatic_rule_runs" USING btree ("rule_id","scheduled_for") WHERE "automatic_rule_runs"."scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX "automatic_rule_runs_rule_idx" ON "automatic_rule_runs" USING btree ("rule_id","started_at","id");--> statement-breakpoint
CREATE INDEX "automatic_rule_runs_running_idx" ON "automatic_rule_runs" USING btree ("heartbeat_at") WHERE "automatic_rule_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "automatic_rules_team_idx" ON "automatic_rules" USING btree ("team_id","id");