CREATE TABLE "operation_day_repayments" (
	"day" date NOT NULL,
	"stripe" smallint NOT NULL,
	"currency" text NOT NULL,
	"repayments" integer DEFAULT 0 NOT NULL,
	"repaid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "operation_day_repayments_day_stripe_currency_pk" PRIMARY KEY("day","stripe","currency")
);
--> statement-breakpoint
CREATE TABLE "operation_day_work" (
	"day" date NOT NULL,
	"stripe" smallint NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"whatsapp_messages" integer DEFAULT 0 NOT NULL,
	"finished_cases" integer DEFAULT 0 NOT NULL,
	"clock_ins" integer DEFAULT 0 NOT NULL,
	"unfinished_allocated" integer DEFAULT 0 NOT NULL,
	"duty_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operation_day_work_day_stripe_pk" PRIMARY KEY("day","stripe")
);
--> statement-breakpoint
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
GROUP BY 1;--> statement-breakpoint
-- The operation's days are the stripes' sums of the persons' days: these triggers keep them, so
-- whatever changes person_day_work or person_day_repayments (a write, the rebuild, a migration)
-- changes them in the same statement (decision 0048).
CREATE FUNCTION operation_day_work_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO operation_day_work AS o (day, stripe, calls, whatsapp_messages, finished_cases, clock_ins, unfinished_allocated, duty_days)
    SELECT day, (person_id % 16)::smallint, sum(calls), sum(whatsapp_messages), sum(finished_cases), sum(clock_ins), sum(unfinished_allocated), count(*) FILTER (WHERE clock_ins > 0)
    FROM added GROUP BY 1, 2
    ON CONFLICT (day, stripe) DO UPDATE SET calls = o.calls + excluded.calls, whatsapp_messages = o.whatsapp_messages + excluded.whatsapp_messages, finished_cases = o.finished_cases + excluded.finished_cases, clock_ins = o.clock_ins + excluded.clock_ins, unfinished_allocated = o.unfinished_allocated + excluded.unfinished_allocated, duty_days = o.duty_days + excluded.duty_days;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO operation_day_work AS o (day, stripe, calls, whatsapp_messages, finished_cases, clock_ins, unfinished_allocated, duty_days)
    SELECT day, (person_id % 16)::smallint, -sum(calls), -sum(whatsapp_messages), -sum(finished_cases), -sum(clock_ins), -sum(unfinished_allocated), -count(*) FILTER (WHERE clock_ins > 0)
    FROM removed GROUP BY 1, 2
    ON CONFLICT (day, stripe) DO UPDATE SET calls = o.calls + excluded.calls, whatsapp_messages = o.whatsapp_messages + excluded.whatsapp_messages, finished_cases = o.finished_cases + excluded.finished_cases, clock_ins = o.clock_ins + excluded.clock_ins, unfinished_allocated = o.unfinished_allocated + excluded.unfinished_allocated, duty_days = o.duty_days + excluded.duty_days;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_day_work_added AFTER INSERT ON person_day_work REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION operation_day_work_kept();--> statement-breakpoint
CREATE TRIGGER person_day_work_changed AFTER UPDATE ON person_day_work REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION operation_day_work_kept();--> statement-breakpoint
CREATE TRIGGER person_day_work_removed AFTER DELETE ON person_day_work REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION operation_day_work_kept();--> statement-breakpoint
CREATE FUNCTION operation_day_repayments_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO operation_day_repayments AS o (day, stripe, currency, repayments, repaid_amount)
    SELECT day, (person_id % 16)::smallint, currency, sum(repayments), sum(repaid_amount)
    FROM added GROUP BY 1, 2, 3
    ON CONFLICT (day, stripe, currency) DO UPDATE SET repayments = o.repayments + excluded.repayments,
      repaid_amount = o.repaid_amount + excluded.repaid_amount;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO operation_day_repayments AS o (day, stripe, currency, repayments, repaid_amount)
    SELECT day, (person_id % 16)::smallint, currency, -sum(repayments), -sum(repaid_amount)
    FROM removed GROUP BY 1, 2, 3
    ON CONFLICT (day, stripe, currency) DO UPDATE SET repayments = o.repayments + excluded.repayments,
      repaid_amount = o.repaid_amount + excluded.repaid_amount;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_day_repayments_added AFTER INSERT ON person_day_repayments REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION operation_day_repayments_kept();--> statement-breakpoint
CREATE TRIGGER person_day_repayments_changed AFTER UPDATE ON person_day_repayments REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION operation_day_repayments_kept();--> statement-breakpoint
CREATE TRIGGER person_day_repayments_removed AFTER DELETE ON person_day_repayments REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION operation_day_repayments_kept();--> statement-breakpoint
-- Their past, counted as the triggers would have.
INSERT INTO operation_day_work (day, stripe, calls, whatsapp_messages, finished_cases, clock_ins, unfinished_allocated, duty_days)
SELECT day, (person_id % 16)::smallint, sum(calls), sum(whatsapp_messages), sum(finished_cases), sum(clock_ins), sum(unfinished_allocated), count(*) FILTER (WHERE clock_ins > 0)
FROM person_day_work GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO operation_day_repayments (day, stripe, currency, repayments, repaid_amount)
SELECT day, (person_id % 16)::smallint, currency, sum(repayments), sum(repaid_amount)
FROM person_day_repayments GROUP BY 1, 2, 3;
