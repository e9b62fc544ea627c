CREATE TABLE "person_held_cases" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"unfinished" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_hour_appointments" (
	"person_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"appointments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "person_hour_appointments_person_id_hour_pk" PRIMARY KEY("person_id","hour")
);
--> statement-breakpoint
ALTER TABLE "person_held_cases" ADD CONSTRAINT "person_held_cases_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_hour_appointments" ADD CONSTRAINT "person_hour_appointments_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_hour_appointments_hour_idx" ON "person_hour_appointments" USING btree ("hour","person_id","appointments");--> statement-breakpoint
CREATE INDEX "cases_open_appointment_idx" ON "cases" USING btree ("queue_at","owner_id","id") WHERE "cases"."queue_rank" = 0;--> statement-breakpoint
-- The appointments and the cases held before this migration are counted from the start, as
-- rebuildKeptFigures recounts them (server/services/dashboards/keptFiguresRebuild.ts; a test holds
-- them equal).
INSERT INTO "person_hour_appointments" ("person_id", "hour", "appointments")
SELECT c.owner_id, date_trunc('hour', c.appointment_at, 'UTC'), count(*)::int
FROM cases c
WHERE c.owner_id IS NOT NULL AND c.closed_at IS NULL AND c.status <> 'paidOff' AND c.appointment_at IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "person_held_cases" ("person_id", "unfinished")
SELECT c.owner_id, count(*)::int
FROM cases c
WHERE c.owner_id IS NOT NULL AND c.closed_at IS NULL AND c.status <> 'paidOff'
GROUP BY 1;
