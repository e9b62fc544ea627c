import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moneyMismatches } from '../../bench/moneyReconciliation.ts'
import { initialLifecycle } from '../../machines/caseDecisions.ts'
import { passwordHasher } from '../../server/auth/passwords.ts'
import { executedRows } from '../../server/database/executedRows.ts'
import { seedBulkCases } from '../../server/database/seedBulk.ts'
import { rebuildCaseListFigures } from '../../server/services/cases/index.ts'
import { openTestDatabase, type TestDatabase, testArgon2 } from '../support/testDatabase.ts'

// The benchmarks' bulk seed: COPY on PostgreSQL, multi-row inserts on PGlite. Either way each case
// it adds comes with what a case needs (its customer, past loans, records, repayments) and with its
// history recorded, which the auditor replays to the case's stored lifecycle. On PostgreSQL it writes
// the cases without the triggers that keep the case lists' figures and counts those once at the end:
// either way the figures equal a plain count of the cases.

let test: TestDatabase
let before: number
const added = 240

const rowsOf = async <T>(text: string) => executedRows<T>(await test.database.db.execute(sql.raw(text)))

beforeAll(async () => {
  test = await openTestDatabase(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite')
  before = (await rowsOf<{ n: number }>('select count(*)::int as n from cases'))[0]!.n
  await seedBulkCases(test.database.db, passwordHasher(testArgon2), {
    count: added,
    collectors: 4,
    pool: test.database.pool,
    rebuildCaseListFigures,
  })
}, 120_000)
afterAll(() => test?.discard())

/** The cases the bulk seed added (their numbers start at a million). */
const bulkCases = "select * from cases where substr(case_no, 2) >= '01000000'"

describe('the bulk seed', () => {
  it('adds the cases asked for, each with its customer and as many past loans as its loan count tells', async () => {
    const [counted] = await rowsOf<{ n: number; customers: number; wrongLoans: number }>(`
      select count(*)::int as n, count(distinct cu.id)::int as customers,
             count(*) filter (where (select count(*) from loan_history l where l.customer_id = c.customer_id)
                                    <> least(c.loan_times - 1, 3))::int as "wrongLoans"
      from (${bulkCases}) c join customers cu on cu.id = c.customer_id`)
    expect(counted).toEqual({ n: added, customers: added, wrongLoans: 0 })
    const [total] = await rowsOf<{ n: number }>('select count(*)::int as n from cases')
    expect(total!.n).toBe(before + added)
  })

  it("records each case's history: from its first state to its stored lifecycle, one step after another", async () => {
    const steps = await rowsOf<{ caseId: number; from: unknown; to: unknown; lifecycle: unknown }>(`
      select c.id as "caseId", t.from_state as from, t.to_state as to, c.lifecycle
      from (${bulkCases}) c join transitions t on t.entity_type = 'case' and t.entity_id = c.id
      order by c.id, t.id`)
    const byCase = Map.groupBy(steps, (step) => step.caseId)
    // Most of the cases someone worked have a history; a few were never worked.
    expect(byCase.size).toBeGreaterThan(added / 3)
    for (const history of byCase.values()) {
      const amount = (history[0]!.lifecycle as { context: { amountDue: number } }).context.amountDue
      expect(history[0]!.from).toEqual(initialLifecycle(amount))
      for (const [i, step] of history.entries()) if (i > 0) expect(step.from).toEqual(history[i - 1]!.to)
      expect(history.at(-1)!.to).toEqual(history[0]!.lifecycle)
    }
  })

  it('writes one record per call or message of the history, and one repayment per payment', async () => {
    const [mismatched] = await rowsOf<{ records: number; payments: number }>(`
      select
        count(*) filter (where (select count(*) from collection_records r where r.case_id = c.id)
          <> (select count(*) from transitions t where t.entity_type = 'case' and t.entity_id = c.id
                and t.event_type = 'ADD_COLLECTION_RECORD'))::int as records,
        count(*) filter (where (select count(*) from repayments r where r.case_id = c.id)
          <> (select count(*) from transitions t where t.entity_type = 'case' and t.entity_id = c.id
                and t.event_type = 'REPAYMENT_RECEIVED'))::int as payments
      from (${bulkCases}) c`)
    expect(mismatched).toEqual({ records: 0, payments: 0 })
  })

  it("leaves every case's money adding up: paid as its repayments, its columns as its lifecycle", async () => {
    const found = await moneyMismatches(
      (text) => test.database.db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>,
    )
    expect(found).toMatchObject({
      paidNotRepayments: 0,
      cutsNotPassedCuts: 0,
      columnsNotLifecycle: 0,
      remainingNotStatus: 0,
    })
  })

  it("leaves the case lists' kept figures equal to a count of every case", async () => {
    expect(await figuresDifferingFromCount()).toEqual(noDifference)
    const [kept] = await rowsOf<{ n: number }>('select sum(cases)::int as n from case_list_holders')
    expect(kept!.n).toBe(before + added)
  })

  it('failing half-way still leaves the figures of the cases it wrote equal to a count', async () => {
    const stopped = new Error('stopped after its first batch')
    await expect(
      seedBulkCases(test.database.db, passwordHasher(testArgon2), {
        count: 40,
        collectors: 4,
        pool: test.database.pool,
        rebuildCaseListFigures,
        onProgress: () => {
          throw stopped
        },
      }),
    ).rejects.toBe(stopped)
    expect(await figuresDifferingFromCount()).toEqual(noDifference)
  })
})

/** Per kept table of the case lists, the rows that differ from a plain count of every case. */
async function figuresDifferingFromCount(): Promise<Record<string, number>> {
  const [closed, team, owner] = ['closed_at is not null', 'coalesce(team_id, 0)', 'coalesce(owner_id, 0)']
  const marks = ['status', 'app_id', 'team_type_id']
  const listMarks = [...marks, 'deal', 'appointment_at is not null', "coalesce(connection_status, '')"]
  const keptListMarks = 'status, app_id, team_type_id, deal, appointment, connection_status'
  // Each kept table's key as counted from the cases, its own columns, and whether it keeps money.
  const tables: Array<[string, string[], string, boolean]> = [
    [
      'case_list_holder_figures',
      [owner, 'kind', closed, team, ...listMarks],
      `owner_id, kind, closed, team_id, ${keptListMarks}`,
      true,
    ],
    [
      'case_list_figures',
      ['kind', closed, team, ...listMarks],
      `kind, closed, team_id, ${keptListMarks}`,
      true,
    ],
    [
      'case_list_due_figures',
      ['kind', 'due_date', team, closed, ...marks],
      'kind, due_date, team_id, closed, status, app_id, team_type_id',
      true,
    ],
    ['case_list_holders', [team, owner, 'kind', closed], 'team_id, owner_id, kind, closed', false],
    [
      'case_list_allocation_hours',
      ['kind', "date_trunc('hour', allocated_at, 'UTC')", team, closed, ...marks],
      'kind, allocated_hour, team_id, closed, status, app_id, team_type_id',
      true,
    ],
  ]
  // Rows on one side only, or with other figures: none, in every table.
  const differing: Record<string, number> = {}
  for (const [table, keys, keptKeys, money] of tables) {
    const counted = `select ${keys.join(', ')}, count(*)::bigint${money ? ', sum(amount)::bigint, sum(paid_amount)::bigint' : ''}
      from cases group by ${keys.map((_, i) => i + 1).join(', ')}`
    const kept = `select ${keptKeys}, cases::bigint${money ? ', amount::bigint, paid_amount::bigint' : ''}
      from ${table} where cases <> 0${money ? ' or amount <> 0 or paid_amount <> 0' : ''}`
    const [found] = await rowsOf<{ n: number }>(
      `select count(*)::int as n from ((${counted} except all ${kept}) union all (${kept} except all ${counted})) d`,
    )
    differing[table] = found!.n
  }
  return differing
}

const noDifference = Object.fromEntries(
  [
    'case_list_holder_figures',
    'case_list_figures',
    'case_list_due_figures',
    'case_list_holders',
    'case_list_allocation_hours',
  ].map((table) => [table, 0]),
)
