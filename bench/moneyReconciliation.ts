// Does every case's money add up (issue 24)? One query over the whole database, run by the bench at its
// sizes and by tests/server/moneyReconciliation.test.ts on the test database, so a broken check fails CI.
//
// "The sum of its movements" is the movements the case's lifecycle took, not every row that names it:
// - paid: its repayments that moved it. A repayment the platform told of on a closed or paid-off case is
//   recorded (money is a fact) but the machine refused it, so it moved nothing: a notified repayment
//   (notified_id set) counts only when its REPAYMENT_RECEIVED transition, which names the notice's id,
//   was recorded. A seeded repayment (notified_id null) was written from a step the machine allowed
//   (server/database/caseGenerator.ts playHistory keeps only allowed steps), so it counts; the bench's
//   million cases are seeded without transitions, which is why the repayments are the source here.
// - cut: its passed amount cuts (each passed through AMOUNT_CUT, recorded; decision 0050).
// - the columns follow the lifecycle (paid_amount, cuts and amount equal its context), and what remains
//   (amount - paid - cuts) agrees with the status of an open case: paid off exactly when nothing remains.

/** The figures of one run: how many cases, and how many disagree in each way (all 0 when the money adds up). */
export interface MoneyMismatches {
  cases: number
  paidNotRepayments: number
  cutsNotPassedCuts: number
  columnsNotLifecycle: number
  remainingNotStatus: number
}

export const moneyReconciliationSql = `
with moved_repayments as (
  select r.case_id, sum(r.amount) as paid
  from repayments r
  where r.notified_id is null
     or exists (
       select 1 from transitions t
       where t.entity_type = 'case' and t.entity_id = r.case_id
         and t.event_type = 'REPAYMENT_RECEIVED' and t.client_mutation_id = r.notified_id)
  group by r.case_id
), passed_cuts as (
  select case_id, sum(amount) as cut from amount_cuts where status = 'passed' group by case_id
)
select
  count(*)::int as "cases",
  count(*) filter (where c.paid_amount <> coalesce(m.paid, 0))::int as "paidNotRepayments",
  count(*) filter (where c.cuts <> coalesce(p.cut, 0))::int as "cutsNotPassedCuts",
  count(*) filter (
    where c.paid_amount <> (c.lifecycle->'context'->>'paidAmount')::bigint
       or c.cuts <> coalesce((c.lifecycle->'context'->>'cutAmount')::bigint, 0)
       or c.amount <> (c.lifecycle->'context'->>'amountDue')::bigint)::int as "columnsNotLifecycle",
  count(*) filter (
    where c.closed_at is null
      and (c.status = 'paidOff') <> (c.amount - c.paid_amount - c.cuts <= 0))::int as "remainingNotStatus"
from cases c
left join moved_repayments m on m.case_id = c.id
left join passed_cuts p on p.case_id = c.id`

/** Runs the check with any client that answers rows (pg's, or drizzle's execute). */
export async function moneyMismatches(
  query: (text: string) => Promise<{ rows: unknown[] } | unknown[]>,
): Promise<MoneyMismatches> {
  const answer = await query(moneyReconciliationSql)
  const rows = Array.isArray(answer) ? answer : answer.rows
  return rows[0] as MoneyMismatches
}

/** The check's figures at each size on PostgreSQL: the mismatches found and the time the query took. */
export async function moneyFigures(
  serverUrl: string,
  sizes: number[],
  databaseWith: (serverUrl: string, cases: number) => Promise<{ url: string }>,
): Promise<Array<Record<string, string | number>>> {
  const { default: pg } = await import('pg')
  const rows: Array<Record<string, string | number>> = []
  for (const size of sizes) {
    const { url } = await databaseWith(serverUrl, size)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const begin = performance.now()
      const found = await moneyMismatches((text) => client.query(text))
      const took = performance.now() - begin
      rows.push({
        figure: `money adds up at ${size} cases: ${found.cases} cases checked; mismatches paid/repayments ${found.paidNotRepayments}, cuts/passed cuts ${found.cutsNotPassedCuts}, columns/lifecycle ${found.columnsNotLifecycle}, remaining/status ${found.remainingNotStatus}`,
        p50: `${took.toFixed(0)} ms`,
        p95: '',
        'per second': '',
      })
    } finally {
      await client.end()
    }
  }
  return rows
}
