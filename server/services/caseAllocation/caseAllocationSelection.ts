import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { allocationMax } from '../../../contract/caseAllocation.ts'
import type { CaseFilters } from '../../../contract/cases.ts'
import { isInReach } from '../../../contract/policy.ts'
import type { StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { Transaction } from '../../database/connect.ts'
import { caseListHolders } from '../../database/schema/caseListFigures.ts'
import { cases } from '../../database/schema/cases.ts'
import { AppError } from '../../http/errors.ts'
import { caseListWhere, type Scope, scopeOf, viewCondition } from '../cases/index.ts'
import type { SignedInUser } from '../sessions.ts'

/** The cases an allocation or a retrieval takes: chosen by id, or the whole current filter of All cases. */
export type CaseSelection = CaseFilters & { caseIds?: number[] | undefined }

export interface SelectedCase {
  id: number
  caseNo: string
  ownerId: number | null
  lifecycle: StoredLifecycle
}

/**
 * Who may allocate and retrieve: a team leader within their team, anyone over the teams anywhere;
 * a collector or a seller works cases and never hands them out ('staffs.allocationNotYours').
 */
export function allocatorScope(user: SignedInUser): Exclude<Scope, { kind: 'own' }> {
  const scope = scopeOf(user)
  if (scope.kind === 'own') throw new AppError('staffs.allocationNotYours')
  if (scope.kind === 'none') throw new AppError('staffs.notYourTeam')
  return scope
}

/**
 * The open cases of a selection, in a fixed order (the ids as chosen, or the list's newest allocated
 * first), locked when `lock`: a case chosen by id outside the user's scope refuses the whole request,
 * and so does a closed one unless `closedAside` is given, which receives the closed cases instead; a
 * filter finds only the user's open cases and refuses more than one allocation takes.
 */
export async function selectCases(
  tx: Transaction,
  user: SignedInUser,
  selection: CaseSelection,
  lock: boolean,
  closedAside?: SelectedCase[],
): Promise<SelectedCase[]> {
  const scope = allocatorScope(user)
  const { caseIds, ...filters } = selection
  const columns = {
    id: cases.id,
    caseNo: cases.caseNo,
    lifecycle: cases.lifecycle,
    ownerId: cases.ownerId,
    teamId: cases.teamId,
  }
  const selected = (row: { id: number; caseNo: string; ownerId: number | null; lifecycle: unknown }) => ({
    id: row.id,
    caseNo: row.caseNo,
    ownerId: row.ownerId,
    lifecycle: row.lifecycle as StoredLifecycle,
  })
  if (caseIds && caseIds.length > 0) {
    const query = tx
      .select({ ...columns, closedAt: cases.closedAt })
      .from(cases)
      .where(and(inArray(cases.id, caseIds), viewCondition('all')))
    const rows = lock ? await query.for('update') : await query
    const byId = new Map(rows.map((row) => [row.id, row]))
    const open: SelectedCase[] = []
    for (const caseId of caseIds) {
      const row = byId.get(caseId)
      if (!row) throw new AppError('case.notFound')
      if (!isInReach(scope, row)) throw new AppError('case.notYours')
      if (row.closedAt === null) open.push(selected(row))
      else if (closedAside) closedAside.push(selected(row))
      else throw new AppError('case.closed')
    }
    return open
  }
  const query = tx
    .select(columns)
    .from(cases)
    .where(and(caseListWhere(scope, 'all', filters, user.timeZone), isNull(cases.closedAt)))
    .orderBy(desc(cases.allocatedAt), desc(cases.id))
    .limit(allocationMax + 1)
  const rows = lock ? await query.for('update') : await query
  if (rows.length > allocationMax) {
    const [found] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(cases)
      .where(and(caseListWhere(scope, 'all', filters, user.timeZone), isNull(cases.closedAt)))
    throw new AppError('staffs.tooManyCases', {
      params: { count: found?.n ?? rows.length, max: allocationMax },
    })
  }
  if (rows.length === 0) throw new AppError('staffs.noCasesChosen')
  return rows.map(selected)
}

/**
 * The open cases each member holds now, for the even split to give the least loaded the cases left over:
 * from the holders' kept figures (decision 0057: one row per team, holder, kind and closed-ness, kept by
 * the cases' trigger in the same statement), not by counting a team's cases, which took 170 to 390 ms
 * for 500 members at 1M, twice an allocation (decision 0060).
 */
export async function openCasesHeld(tx: Transaction, memberIds: readonly number[]) {
  if (memberIds.length === 0) return new Map<number, number>()
  const rows = await tx
    .select({
      ownerId: caseListHolders.ownerId,
      n: sql<number>`sum(${caseListHolders.cases})`.mapWith(Number),
    })
    .from(caseListHolders)
    .where(and(inArray(caseListHolders.ownerId, [...memberIds]), eq(caseListHolders.closed, false)))
    .groupBy(caseListHolders.ownerId)
    .having(sql`sum(${caseListHolders.cases}) > 0`)
    .orderBy(asc(caseListHolders.ownerId))
  return new Map(rows.map((row) => [row.ownerId, row.n]))
}
