CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_mutations" ADD COLUMN "request_hash_kind" text DEFAULT 'sha256' NOT NULL;--> statement-breakpoint
CREATE INDEX "client_mutations_plain_hash_idx" ON "client_mutations" USING btree ("id") WHERE "client_mutations"."request_hash_kind" = 'sha256';
--> statement-breakpoint
-- A time zone PostgreSQL does not know made every staff list answer 500 (issue 19): the two old links Node accepted are given their zones, any other unknown one UTC.
UPDATE "users" SET "time_zone" = CASE "time_zone" WHEN 'US/Pacific-New' THEN 'America/Los_Angeles' WHEN 'Canada/East-Saskatchewan' THEN 'America/Regina' ELSE 'UTC' END WHERE "time_zone" NOT IN (SELECT "name" FROM pg_timezone_names);
--> statement-breakpoint
-- A pending leave request is decided by the leader of the team its member is in now (decision 0031).
UPDATE "leave_requests" AS "request" SET "team_id" = "member"."team_id" FROM "users" AS "member" WHERE "member"."id" = "request"."member_id" AND "request"."status" = 'pending' AND "request"."team_id" IS DISTINCT FROM "member"."team_id";
