import { and, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CaseFilters, CaseView } from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import {
  caseListAllocationHours,
  caseListDueFigures,
  caseListFigures,
  caseListHolderFigures,
  caseListHolders,
} from '../../database/schema/caseListFigures.ts'
import { reachCondition } from '../policy.ts'
import { allocatedFromInstant, allocatedToInstant } from './caseFilters.ts'
import type { Scope } from './caseScope.ts'

/**
 * The case lists' kept figures (docs/decisions/0057): what a list's totals and filter choices are read
 * from when every filter in force is one the figures keep. A trigger on `cases` keeps them (migration
 * 0028); this reads them, and rebuilds them from the cases.
 */

type KeptTable =
  | typeof caseListFigures
  | typeof caseListHolderFigures
  | typeof caseListDueFigures
  | typeof caseListAllocationHours

/** A filter's condition on a kept table, or 'unkept' when that table does not keep what it asks. */
type KeptFilter<Value> = (value: Value, kept: KeptTable, timeZone: string) => SQL | undefined | 'unkept'

const hourMs = 3_600_000
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / hourMs) * hourMs)
const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / hourMs) * hourMs)

/** Days overdue as a due-day bound, as caseFilters.ts has it on the cases. */
const daysAgo = (days: number) => sql`current_date - ${days}::int`

/**
 * Each filter as a condition on the kept figures, or 'scanned' when none of them can answer it: the
 * welcome page's day groups and a search. A new filter must say which it is, or this does not compile.
 */
const keptFilters: {
  [Field in keyof CaseFilters]-?: KeptFilter<Exclude<CaseFilters[Field], undefined>> | 'scanned'
} = {
  status: (status, kept) => eq(kept.status, status),
  closed: (closed, kept) => eq(kept.closed, closed === 'yes'),
  appId: (appId, kept) => eq(kept.appId, appId),
  teamTypeId: (teamTypeId, kept) => eq(kept.teamTypeId, teamTypeId),
  teamId: (teamId, kept) => eq(kept.teamId, teamId),
  ownerId: (ownerId, kept) => ('ownerId' in kept ? eq(kept.ownerId, ownerId) : 'unkept'),
  appointment: (appointment, kept) =>
    'appointment' in kept ? eq(kept.appointment, appointment === 'yes') : 'unkept',
  deal: (deal, kept) => ('deal' in kept ? eq(kept.deal, deal === 'yes') : 'unkept'),
  connectionStatus: (status, kept) =>
    'connectionStatus' in kept ? eq(kept.connectionStatus, status) : 'unkept',
  // From 0 days overdue is every case; a bound leaves out paid-off cases, which have no overdue days.
  overdueMin: (days, kept) => {
    if (days === 0) return undefined
    return 'dueDate' in kept ? overdueBound(kept, sql`${kept.dueDate} <= ${daysAgo(days)}`) : 'unkept'
  },
  overdueMax: (days, kept) =>
    'dueDate' in kept ? overdueBound(kept, sql`${kept.dueDate} >= ${daysAgo(days)}`) : 'unkept',
  // The whole UTC hours inside the range of days; the part-hours at its ends are counted from the cases
  // (allocationEdges), when the reader's clock is off the hour.
  allocatedFrom: (day, kept, timeZone) =>
    'allocatedHour' in kept
      ? gte(kept.allocatedHour, ceilHour(allocatedFromInstant(day, timeZone)))
      : 'unkept',
  allocatedTo: (day, kept, timeZone) => {
    const end = allocatedToInstant(day, timeZone)
    if (!end) return undefined
    return 'allocatedHour' in kept ? lt(kept.allocatedHour, floorHour(end)) : 'unkept'
  },
  dueToday: 'scanned',
  search: 'scanned',
}

const overdueBound = (kept: KeptTable, bound: SQL) => and(bound, ne(kept.status, 'paidOff'))

const inForce = (filters: CaseFilters) =>
  (Object.keys(keptFilters) as (keyof CaseFilters)[]).filter(
    (field) => filters[field] !== undefined && filters[field] !== '',
  )

/** The kept rows of a list view: the same as viewCondition on the cases. */
export function keptViewCondition(view: CaseView, kept: { kind: AnyPgColumn; closed: AnyPgColumn }) {
  if (view === 'seller') return eq(kept.kind, 'sale')
  if (view === 'collection') return and(eq(kept.kind, 'collection'), eq(kept.closed, false))
  return eq(kept.kind, 'collection')
}

/** The kept rows a user reaches: the policy's reach on the holder and team keys. */
export const keptScopeCondition = (scope: Scope, kept: { teamId: AnyPgColumn; ownerId?: AnyPgColumn }) =>
  reachCondition(scope, { owner: kept.ownerId, team: kept.teamId })

/** Which rows of one kept table a list counts, or 'unkept' when that table cannot say. */
function keptListWhere(
  scope: Scope,
  view: CaseView,
  filters: CaseFilters,
  kept: KeptTable,
  timeZone: string,
) {
  if (scope.kind === 'own' && !('ownerId' in kept)) return 'unkept'
  const conditions: (SQL | undefined)[] = []
  for (const field of inForce(filters)) {
    const filter = keptFilters[field] as KeptFilter<unknown> | 'scanned'
    const condition = filter === 'scanned' ? 'unkept' : filter(filters[field], kept, timeZone)
    if (condition === 'unkept') return 'unkept'
    conditions.push(condition)
  }
  return and(keptViewCondition(view, kept), keptScopeCondition(scope, kept), ...conditions)
}

/** The smallest first: a few hundred team rows, some sixty a holder, the due days, the allocation hours. */
const keptTables: KeptTable[] = [
  caseListFigures,
  caseListHolderFigures,
  caseListDueFigures,
  caseListAllocationHours,
]

/** The part-hours at the ends of a range of allocated days on a clock off the hour: [from, to) each. */
export function allocationEdges(filters: CaseFilters, timeZone: string): { from: Date; to: Date }[] {
  const edges: { from: Date; to: Date }[] = []
  if (filters.allocatedFrom) {
    const from = allocatedFromInstant(filters.allocatedFrom, timeZone)
    if (ceilHour(from) > from) edges.push({ from, to: ceilHour(from) })
  }
  const end = filters.allocatedTo ? allocatedToInstant(filters.allocatedTo, timeZone) : undefined
  if (end && floorHour(end) < end) edges.push({ from: floorHour(end), to: end })
  return edges
}

/**
 * The totals of a list per brand from the first kept table that answers its filters, or undefined
 * when none does: the caller then counts the cases. With a range of allocated days, the caller adds
 * the cases of its part-hours (allocationEdges).
 */
export function keptTotalsByApp(
  db: Database,
  scope: Scope,
  view: CaseView,
  filters: CaseFilters,
  timeZone: string,
) {
  for (const kept of keptTables) {
    const where = keptListWhere(scope, view, filters, kept, timeZone)
    if (where === 'unkept') continue
    return (
      db
        .select({
          appId: kept.appId,
          count: sql<number>`sum(${kept.cases})`.mapWith(Number),
          amount: sql<number>`sum(${kept.amount})`.mapWith(Number),
          paidAmount: sql<number>`sum(${kept.paidAmount})`.mapWith(Number),
        })
        .from(kept)
        .where(where)
        .groupBy(kept.appId)
        // A brand whose kept rows are all at zero has no case in the list, as the scan has no group for it.
        .having(sql`sum(${kept.cases}) > 0`)
    )
  }
  return undefined
}

/**
 * Counts the kept figures again from the cases, in one transaction (the trigger's own sums, from
 * scratch): after a restore that bypassed the trigger, or to check them. Rows left at zero go.
 */
export async function rebuildCaseListFigures(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table cases in share mode`)
    await tx.delete(caseListHolderFigures)
    await tx.delete(caseListFigures)
    await tx.delete(caseListDueFigures)
    await tx.delete(caseListHolders)
    await tx.delete(caseListAllocationHours)
    await tx.execute(sql`
      insert into ${caseListHolderFigures}
        (owner_id, kind, closed, team_id, status, app_id, team_type_id, deal, appointment, connection_status,
         cases, amount, paid_amount)
      select coalesce(owner_id, 0), kind, closed_at is not null, coalesce(team_id, 0), status, app_id,
        team_type_id, deal, appointment_at is not null, coalesce(connection_status, ''), count(*), sum(amount),
        sum(paid_amount)
      from cases group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`)
    await tx.execute(sql`
      insert into ${caseListFigures}
        (team_id, kind, closed, status, app_id, team_type_id, deal, appointment, connection_status, cases, amount,
         paid_amount)
      select team_id, kind, closed, status, app_id, team_type_id, deal, appointment, connection_status,
        sum(cases), sum(amount), sum(paid_amount)
      from ${caseListHolderFigures} group by 1, 2, 3, 4, 5, 6, 7, 8, 9`)
    await tx.execute(sql`
      insert into ${caseListDueFigures}
        (kind, due_date, team_id, closed, status, app_id, team_type_id, cases, amount, paid_amount)
      select kind, due_date, coalesce(team_id, 0), closed_at is not null, status, app_id, team_type_id, count(*),
        sum(amount), sum(paid_amount)
      from cases group by 1, 2, 3, 4, 5, 6, 7`)
    await tx.execute(sql`
      insert into ${caseListHolders} (team_id, owner_id, kind, closed, cases)
      select team_id, owner_id, kind, closed, sum(cases)
      from ${caseListHolderFigures} group by 1, 2, 3, 4`)
    await tx.execute(sql`
      insert into ${caseListAllocationHours}
        (kind, allocated_hour, team_id, closed, status, app_id, team_type_id, cases, amount, paid_amount)
      select kind, date_trunc('hour', allocated_at, 'UTC'), coalesce(team_id, 0), closed_at is not null, status,
        app_id, team_type_id, count(*), sum(amount), sum(paid_amount)
      from cases group by 1, 2, 3, 4, 5, 6, 7`)
  })
}
