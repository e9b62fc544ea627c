-- From scratch: a database that ran an earlier draft of this migration (issue 28's session) runs it whole.
DROP TABLE IF EXISTS "case_list_allocation_hours";
--> statement-breakpoint
DROP TABLE IF EXISTS "case_list_holders";
--> statement-breakpoint
DROP TABLE IF EXISTS "case_list_due_figures";
--> statement-breakpoint
DROP TABLE IF EXISTS "case_list_figures";
--> statement-breakpoint
DROP TABLE IF EXISTS "case_list_holder_figures";
--> statement-breakpoint
CREATE TABLE "case_list_allocation_hours" (
	"kind" text NOT NULL,
	"allocated_hour" timestamp with time zone NOT NULL,
	"team_id" integer NOT NULL,
	"closed" boolean NOT NULL,
	"status" text NOT NULL,
	"app_id" integer NOT NULL,
	"team_type_id" integer NOT NULL,
	"cases" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint NOT NULL,
	CONSTRAINT "case_list_allocation_hours_pk" PRIMARY KEY("kind","allocated_hour","team_id","closed","status","app_id","team_type_id")
);
--> statement-breakpoint
CREATE TABLE "case_list_due_figures" (
	"kind" text NOT NULL,
	"closed" boolean NOT NULL,
	"status" text NOT NULL,
	"app_id" integer NOT NULL,
	"team_type_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"cases" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint NOT NULL,
	CONSTRAINT "case_list_due_figures_pk" PRIMARY KEY("kind","due_date","team_id","closed","status","app_id","team_type_id")
);
--> statement-breakpoint
CREATE TABLE "case_list_figures" (
	"kind" text NOT NULL,
	"closed" boolean NOT NULL,
	"status" text NOT NULL,
	"app_id" integer NOT NULL,
	"team_type_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"deal" boolean NOT NULL,
	"appointment" boolean NOT NULL,
	"connection_status" text NOT NULL,
	"cases" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint NOT NULL,
	CONSTRAINT "case_list_figures_pk" PRIMARY KEY("team_id","kind","closed","status","app_id","team_type_id","deal","appointment","connection_status")
);
--> statement-breakpoint
CREATE TABLE "case_list_holder_figures" (
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"closed" boolean NOT NULL,
	"status" text NOT NULL,
	"app_id" integer NOT NULL,
	"team_type_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"deal" boolean NOT NULL,
	"appointment" boolean NOT NULL,
	"connection_status" text NOT NULL,
	"cases" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint NOT NULL,
	CONSTRAINT "case_list_holder_figures_pk" PRIMARY KEY("owner_id","team_id","kind","closed","status","app_id","team_type_id","deal","appointment","connection_status")
);
--> statement-breakpoint
CREATE TABLE "case_list_holders" (
	"team_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"closed" boolean NOT NULL,
	"cases" bigint NOT NULL,
	CONSTRAINT "case_list_holders_pk" PRIMARY KEY("team_id","owner_id","kind","closed")
);
--> statement-breakpoint
-- The cases' share of the kept figures, written once here and in the backfill below: every statement
-- that inserts, changes or deletes cases adds the difference it made (docs/decisions/0057), in ascending
-- key order so two writes at once lock the figures they share in the same order.
CREATE OR REPLACE FUNCTION "keep_case_list_figures"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
	"changed" text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
		ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
	END;
	"shares" text := 'SELECT sign, coalesce(owner_id, 0) AS owner_id, kind, closed_at IS NOT NULL AS closed,
		coalesce(team_id, 0) AS team_id, status, app_id, team_type_id, deal, appointment_at IS NOT NULL AS appointment,
		coalesce(connection_status, '''') AS connection_status, due_date,
		date_trunc(''hour'', allocated_at, ''UTC'') AS allocated_hour, amount, paid_amount FROM (%s) AS changed';
BEGIN
	EXECUTE format('INSERT INTO case_list_holder_figures AS kept
		(owner_id, kind, closed, team_id, status, app_id, team_type_id, deal, appointment, connection_status, cases, amount, paid_amount)
		SELECT owner_id, kind, closed, team_id, status, app_id, team_type_id, deal, appointment, connection_status,
			sum(sign), sum(sign * amount), sum(sign * paid_amount)
		FROM (' || shares || ') AS share
		GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
		HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 OR sum(sign * paid_amount) <> 0
		ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
		ON CONFLICT ON CONSTRAINT case_list_holder_figures_pk DO UPDATE SET cases = kept.cases + excluded.cases,
			amount = kept.amount + excluded.amount, paid_amount = kept.paid_amount + excluded.paid_amount', changed);
	EXECUTE format('INSERT INTO case_list_figures AS kept
		(team_id, kind, closed, status, app_id, team_type_id, deal, appointment, connection_status, cases, amount, paid_amount)
		SELECT team_id, kind, closed, status, app_id, team_type_id, deal, appointment, connection_status,
			sum(sign), sum(sign * amount), sum(sign * paid_amount)
		FROM (' || shares || ') AS share
		GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
		HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 OR sum(sign * paid_amount) <> 0
		ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
		ON CONFLICT ON CONSTRAINT case_list_figures_pk DO UPDATE SET cases = kept.cases + excluded.cases,
			amount = kept.amount + excluded.amount, paid_amount = kept.paid_amount + excluded.paid_amount', changed);
	EXECUTE format('INSERT INTO case_list_due_figures AS kept
		(kind, due_date, team_id, closed, status, app_id, team_type_id, cases, amount, paid_amount)
		SELECT kind, due_date, team_id, closed, status, app_id, team_type_id,
			sum(sign), sum(sign * amount), sum(sign * paid_amount)
		FROM (' || shares || ') AS share
		GROUP BY 1, 2, 3, 4, 5, 6, 7
		HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 OR sum(sign * paid_amount) <> 0
		ORDER BY 1, 2, 3, 4, 5, 6, 7
		ON CONFLICT ON CONSTRAINT case_list_due_figures_pk DO UPDATE SET cases = kept.cases + excluded.cases,
			amount = kept.amount + excluded.amount, paid_amount = kept.paid_amount + excluded.paid_amount', changed);
	EXECUTE format('INSERT INTO case_list_holders AS kept (team_id, owner_id, kind, closed, cases)
		SELECT team_id, owner_id, kind, closed, sum(sign)
		FROM (' || shares || ') AS share
		GROUP BY 1, 2, 3, 4
		HAVING sum(sign) <> 0
		ORDER BY 1, 2, 3, 4
		ON CONFLICT ON CONSTRAINT case_list_holders_pk DO UPDATE SET cases = kept.cases + excluded.cases', changed);
	EXECUTE format('INSERT INTO case_list_allocation_hours AS kept
		(kind, allocated_hour, team_id, closed, status, app_id, team_type_id, cases, amount, paid_amount)
		SELECT kind, allocated_hour, team_id, closed, status, app_id, team_type_id,
			sum(sign), sum(sign * amount), sum(sign * paid_amount)
		FROM (' || shares || ') AS share
		GROUP BY 1, 2, 3, 4, 5, 6, 7
		HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 OR sum(sign * paid_amount) <> 0
		ORDER BY 1, 2, 3, 4, 5, 6, 7
		ON CONFLICT ON CONSTRAINT case_list_allocation_hours_pk DO UPDATE SET cases = kept.cases + excluded.cases,
			amount = kept.amount + excluded.amount, paid_amount = kept.paid_amount + excluded.paid_amount', changed);
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cases_inserted_keep_list_figures" ON "cases";
--> statement-breakpoint
CREATE TRIGGER "cases_inserted_keep_list_figures" AFTER INSERT ON "cases" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "keep_case_list_figures"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cases_updated_keep_list_figures" ON "cases";
--> statement-breakpoint
CREATE TRIGGER "cases_updated_keep_list_figures" AFTER UPDATE ON "cases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "keep_case_list_figures"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cases_deleted_keep_list_figures" ON "cases";
--> statement-breakpoint
CREATE TRIGGER "cases_deleted_keep_list_figures" AFTER DELETE ON "cases" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "keep_case_list_figures"();
--> statement-breakpoint
-- The cases already there, counted once (server/services/cases/caseListFigures.ts rebuilds the same way).
INSERT INTO "case_list_holder_figures"
	(owner_id, kind, closed, team_id, status, app_id, team_type_id, deal, appointment, connection_status, cases, amount, paid_amount)
	SELECT coalesce(owner_id, 0), kind, closed_at IS NOT NULL, coalesce(team_id, 0), status, app_id, team_type_id, deal,
		appointment_at IS NOT NULL, coalesce(connection_status, ''), count(*), sum(amount), sum(paid_amount)
	FROM "cases" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
--> statement-breakpoint
INSERT INTO "case_list_figures"
	(team_id, kind, closed, status, app_id, team_type_id, deal, appointment, connection_status, cases, amount, paid_amount)
	SELECT team_id, kind, closed, status, app_id, team_type_id, deal, appointment, connection_status,
		sum(cases), sum(amount), sum(paid_amount)
	FROM "case_list_holder_figures" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
INSERT INTO "case_list_due_figures"
	(kind, due_date, team_id, closed, status, app_id, team_type_id, cases, amount, paid_amount)
	SELECT kind, due_date, coalesce(team_id, 0), closed_at IS NOT NULL, status, app_id, team_type_id, count(*), sum(amount),
		sum(paid_amount)
	FROM "cases" GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO "case_list_holders" (team_id, owner_id, kind, closed, cases)
	SELECT team_id, owner_id, kind, closed, sum(cases)
	FROM "case_list_holder_figures" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "case_list_allocation_hours"
	(kind, allocated_hour, team_id, closed, status, app_id, team_type_id, cases, amount, paid_amount)
	SELECT kind, date_trunc('hour', allocated_at, 'UTC'), coalesce(team_id, 0), closed_at IS NOT NULL, status, app_id, team_type_id,
		count(*), sum(amount), sum(paid_amount)
	FROM "cases" GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
ANALYZE "case_list_allocation_hours";
--> statement-breakpoint
ANALYZE "case_list_holders";
--> statement-breakpoint
ANALYZE "case_list_holder_figures";
--> statement-breakpoint
ANALYZE "case_list_figures";
--> statement-breakpoint
ANALYZE "case_list_due_figures";
