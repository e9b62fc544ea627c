CREATE TABLE "clock_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"team_id" integer,
	"days" date[] NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"lifecycle" jsonb NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_heads" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"leader_id" integer,
	"manager_id" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entry_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_date" date;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_heads" ADD CONSTRAINT "team_heads_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_heads" ADD CONSTRAINT "team_heads_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_heads" ADD CONSTRAINT "team_heads_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clock_events_member_idx" ON "clock_events" USING btree ("member_id","day" desc,"created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_member_idx" ON "leave_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_team_idx" ON "leave_requests" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "team_heads_leader_key" ON "team_heads" USING btree ("leader_id");--> statement-breakpoint
-- The teams' leaders and managers were free text: each becomes the member of that name (the earliest
-- account when two share it); a name no member has is left empty, and a leader named on two teams
-- keeps the first only, since a leader leads one team.
INSERT INTO "team_heads" ("team_id", "leader_id", "manager_id")
SELECT t."id",
	CASE WHEN row_number() OVER (PARTITION BY l."id" ORDER BY t."id") = 1 THEN l."id" END,
	m."id"
FROM "teams" t
LEFT JOIN LATERAL (SELECT u."id" FROM "users" u WHERE t."leader_name" <> '' AND u."display_name" = t."leader_name" ORDER BY u."id" LIMIT 1) l ON true
LEFT JOIN LATERAL (SELECT u."id" FROM "users" u WHERE t."manager_name" <> '' AND u."display_name" = t."manager_name" ORDER BY u."id" LIMIT 1) m ON true;--> statement-breakpoint
ALTER TABLE "teams" DROP COLUMN "leader_name";--> statement-breakpoint
ALTER TABLE "teams" DROP COLUMN "manager_name";