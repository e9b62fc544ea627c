-- The kept list figures' trigger (0028) returns at once when an update changed no case's share of them
-- (docs/decisions/0057): the same rows, with the same holder, team, status, brand, team type, deal,
-- appointment, connection, due day, allocation hour and money, before and after. Most writes a collector
-- makes update a case without changing any of these (a to-do or a record moves the work queue), and the
-- five sums it would otherwise plan and run cost more than the rest of such a write (issue 28).
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
	-- An update that leaves every case's share as it was (a to-do moving the work queue, a record, a
	-- mark) changes no figure: the five sums below would all cancel out, so they are not planned at all.
	-- (Nested: the old rows exist only in an update's statement.)
	IF TG_OP = 'UPDATE' THEN IF NOT EXISTS (
		SELECT coalesce(owner_id, 0), kind, closed_at IS NOT NULL, coalesce(team_id, 0), status, app_id, team_type_id,
			deal, appointment_at IS NOT NULL, coalesce(connection_status, ''), due_date,
			date_trunc('hour', allocated_at, 'UTC'), amount, paid_amount FROM new_rows
		EXCEPT ALL
		SELECT coalesce(owner_id, 0), kind, closed_at IS NOT NULL, coalesce(team_id, 0), status, app_id, team_type_id,
			deal, appointment_at IS NOT NULL, coalesce(connection_status, ''), due_date,
			date_trunc('hour', allocated_at, 'UTC'), amount, paid_amount FROM old_rows
	) THEN
		RETURN NULL;
	END IF; END IF;
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
