CREATE TABLE "target_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_id" integer NOT NULL,
	"changed_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount_from" bigint DEFAULT 0 NOT NULL,
	"amount_to" bigint DEFAULT 0 NOT NULL,
	"cases_from" integer NOT NULL,
	"cases_to" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"team_id" integer NOT NULL,
	"person_id" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"cases" integer DEFAULT 0 NOT NULL,
	"set_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "target_changes" ADD CONSTRAINT "target_changes_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "targets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_changes" ADD CONSTRAINT "target_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "target_changes_target_idx" ON "target_changes" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "targets_team_key" ON "targets" USING btree ("team_id","period_start","currency") WHERE "targets"."kind" = 'team';--> statement-breakpoint
CREATE UNIQUE INDEX "targets_person_key" ON "targets" USING btree ("person_id","period_start","currency") WHERE "targets"."kind" = 'person';--> statement-breakpoint
CREATE INDEX "targets_period_idx" ON "targets" USING btree ("period_start","kind","team_id","person_id");--> statement-breakpoint
-- Roles are seeded once (server/database/roleMenus.ts), so an operation seeded before the targets gets
-- their menus here: the office manager's targets (81, 82, 83) and sellers' performance (105), the team
-- leader's sellers' performance (105). Menus the operation gave by hand stay.
UPDATE "roles" SET "menu_ids" = (SELECT array_agg(DISTINCT menu ORDER BY menu) FROM unnest("menu_ids" || ARRAY[81, 82, 83, 105]) AS menu) WHERE "id" = 8;--> statement-breakpoint
UPDATE "roles" SET "menu_ids" = (SELECT array_agg(DISTINCT menu ORDER BY menu) FROM unnest("menu_ids" || ARRAY[105]) AS menu) WHERE "id" = 4;
