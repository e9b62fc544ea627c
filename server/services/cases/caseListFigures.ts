import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { CaseFilters, CaseView } from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import { caseListFigures, caseListHolderFigures } from '../../database/schema/caseListFigures.ts'
import { reachCondition } from '../policy.ts'
import type { Scope } from './caseScope.ts'

/**
 * The case lists' kept figures (docs/decisions/0057): what a list's totals and filter choices are read
 * from when every filter in force is one the figures keep. A trigger on `cases` keeps them (migration
 * 0028); this reads them, and rebuilds them from the cases.
 */

type KeptTable = typeof caseListFigures | typeof caseListHolderFigures

type KeptFilter<Value> = (value: Value, table: KeptTable) => SQL | undefined

/**
 * Each filter as a condition on the kept figures, or 'scanned' when they cannot answer it: a range of
 * days (overdue days move with the clock, allocated days with the reader's time zone) or a search. A
 * new filter must say which it is, or this does not compile.
 */
const keptFilters: {
  [Field in keyof CaseFilters]-?: KeptFilter<Exclude<CaseFilters[Field], undefined>> | 'scanned'
} = {
  status: (status, kept) => eq(kept.status, status),
  closed: (closed, kept) => eq(kept.closed, closed === 'yes'),
  appId: (appId, kept) => eq(kept.appId, appId),
  teamTypeId: (teamTypeId, kept) => eq(kept.teamTypeId, teamTypeId),
  teamId: (teamId, kept) => eq(kept.teamId, teamId),
  // Only the holder figures know the holder: keptTableFor picks them when this is in force.
  ownerId: (ownerId) => eq(caseListHolderFigures.ownerId, ownerId),
  appointment: (appointment, kept) => eq(kept.appointment, appointment === 'yes'),
  deal: (deal, kept) => eq(kept.deal, deal === 'yes'),
  connectionStatus: (status, kept) => eq(kept.connectionStatus, status),
  overdueMin: 'scanned',
  overdueMax: 'scanned',
  allocatedFrom: 'scanned',
  allocatedTo: 'scanned',
  dueToday: 'scanned',
  search: 'scanned',
}

const inForce = (filters: CaseFilters) =>
  (Object.keys(keptFilters) as (keyof CaseFilters)[]).filter(
    (field) => filters[field] !== undefined && filters[field] !== '',
  )

/** Whether the kept figures answer a list with these filters (the others are counted from the cases). */
export const keptFiguresAnswer = (filters: CaseFilters): boolean =>
  inForce(filters).every((field) => keptFilters[field] !== 'scanned')

/** The holder figures when a holder narrows the rows (their own cases, the owner filter); else the team figures. */
export const keptTableFor = (scope: Scope, filters: CaseFilters): KeptTable =>
  scope.kind === 'own' || filters.ownerId !== undefined ? caseListHolderFigures : caseListFigures

/** The kept rows of a list view: the same as viewCondition on the cases. */
export function keptViewCondition(view: CaseView, kept: KeptTable): SQL | undefined {
  if (view === 'seller') return eq(kept.kind, 'sale')
  if (view === 'collection') return and(eq(kept.kind, 'collection'), eq(kept.closed, false))
  return eq(kept.kind, 'collection')
}

/** The kept rows a user reaches: the policy's reach on the holder and team keys. */
export const keptScopeCondition = (scope: Scope, kept: KeptTable): SQL | undefined =>
  reachCondition(scope, { owner: 'ownerId' in kept ? kept.ownerId : undefined, team: kept.teamId })

/** Which kept rows a list counts: its view, the viewer's scope and its (kept) filters. */
export function keptListWhere(scope: Scope, view: CaseView, filters: CaseFilters, kept: KeptTable) {
  const conditions = inForce(filters).map((field) => {
    const condition = keptFilters[field] as KeptFilter<unknown> | 'scanned'
    if (condition === 'scanned') throw new Error(`The kept figures do not answer the ${field} filter`)
    return condition(filters[field], kept)
  })
  return and(keptViewCondition(view, kept), keptScopeCondition(scope, kept), ...conditions)
}

/** The totals of a list per brand, from the kept figures. */
export function keptTotalsByApp(db: Database, scope: Scope, view: CaseView, filters: CaseFilters) {
  const kept = keptTableFor(scope, filters)
  return (
    db
      .select({
        appId: kept.appId,
        count: sql<number>`sum(${kept.cases})`.mapWith(Number),
        amount: sql<number>`sum(${kept.amount})`.mapWith(Number),
        paidAmount: sql<number>`sum(${kept.paidAmount})`.mapWith(Number),
      })
      .from(kept)
      .where(keptListWhere(scope, view, filters, kept))
      .groupBy(kept.appId)
      // A brand whose kept rows are all at zero has no case in the list, as the scan has no group for it.
      .having(sql`sum(${kept.cases}) > 0`)
  )
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
  })
}
