import { and, count, eq, type SQL, sql, sum } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TargetRow } from '../../../contract/targets.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams } from '../../database/schema/system.ts'
import { targetChanges, targets } from '../../database/schema/targets.ts'
import { hasEnded } from './targetPeriods.ts'
import { type TargetFacts, targetProgress, teamKinds } from './targetProgress.ts'

/**
 * One target as every answer of the area shows it: the select all of them read (the team, the member,
 * who set it), and the page's figures added in a few reads whatever its length — progress in one
 * call, the recorded changes counted, a team's members' targets added up.
 */

export const targetPerson = alias(users, 'target_person')
const setter = alias(users, 'target_setter')

export const selectTargetRows = (db: Database | Transaction) =>
  db
    .select({
      id: targets.id,
      kind: targets.kind,
      teamId: targets.teamId,
      teamName: teams.name,
      personId: targets.personId,
      personName: targetPerson.displayName,
      periodStart: targets.periodStart,
      periodEnd: targets.periodEnd,
      currency: targets.currency,
      amount: targets.amount,
      cases: targets.cases,
      setByName: setter.displayName,
      setAt: targets.setAt,
      changedAt: targets.changedAt,
    })
    .from(targets)
    .innerJoin(teams, eq(teams.id, targets.teamId))
    .leftJoin(targetPerson, eq(targetPerson.id, targets.personId))
    .innerJoin(setter, eq(setter.id, targets.setBy))
    .$dynamic()

export type RawTargetRow = Awaited<ReturnType<ReturnType<typeof selectTargetRows>['execute']>>[number]

/** What a target's policy check and progress need of it: its team, and its member if a person's. */
export const rowFactsOf = (row: Pick<RawTargetRow, 'teamId' | 'personId'>) => ({
  teamId: row.teamId,
  ownerId: row.personId,
})

/** The count of recorded changes of each target. */
async function changeCounts(db: Database | Transaction, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ targetId: targetChanges.targetId, changes: count() })
    .from(targetChanges)
    .where(inIdList(targetChanges.targetId, ids))
    .groupBy(targetChanges.targetId)
  return new Map(rows.map((row) => [row.targetId, row.changes]))
}

const sameGroupKey = (teamId: number, periodStart: string, currency: string) =>
  `${teamId}/${periodStart}/${currency}`

/** The members' targets of each team target's team, period and currency, added up. */
async function membersSums(db: Database | Transaction, teamRows: readonly RawTargetRow[]) {
  const sums = new Map<string, { amount: number; cases: number }>()
  if (teamRows.length === 0) return sums
  const starts = [...new Set(teamRows.map((row) => row.periodStart))]
  const rows = await db
    .select({
      teamId: targets.teamId,
      periodStart: targets.periodStart,
      currency: targets.currency,
      amount: sum(targets.amount).mapWith(Number),
      cases: sum(targets.cases).mapWith(Number),
    })
    .from(targets)
    .where(
      and(
        eq(targets.kind, 'person'),
        inIdList(targets.teamId, [...new Set(teamRows.map((row) => row.teamId))]),
        sql`${targets.periodStart} in (${sql.join(
          starts.map((start) => sql`${start}::date`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(targets.teamId, targets.periodStart, targets.currency)
  for (const row of rows)
    sums.set(sameGroupKey(row.teamId, row.periodStart, row.currency), {
      amount: row.amount,
      cases: row.cases,
    })
  return sums
}

/** The rows as the contract shows them, each with its progress read at `now` on the caller's clock. */
export async function toTargetRows(
  db: Database | Transaction,
  raws: readonly RawTargetRow[],
  now: Date,
  timeZone: string,
): Promise<TargetRow[]> {
  if (raws.length === 0) return []
  const kinds = await teamKinds(db as Database, [...new Set(raws.map((row) => row.teamId))])
  const facts: TargetFacts[] = raws.map((row) => ({
    id: row.id,
    kind: row.kind,
    subjectId: row.kind === 'team' ? row.teamId : row.personId!,
    teamType: kinds.get(row.teamId) ?? 'collection',
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    currency: row.currency,
    amount: row.amount,
    cases: row.cases,
  }))
  const [progress, changes, sums] = await Promise.all([
    targetProgress(db as Database, facts, now, timeZone),
    changeCounts(
      db,
      raws.map((row) => row.id),
    ),
    membersSums(
      db,
      raws.filter((row) => row.kind === 'team'),
    ),
  ])
  return raws.map((row) => {
    const members =
      row.kind === 'team' ? sums.get(sameGroupKey(row.teamId, row.periodStart, row.currency)) : undefined
    return {
      id: row.id,
      kind: row.kind,
      teamId: row.teamId,
      teamName: row.teamName,
      teamKind: kinds.get(row.teamId) ?? 'collection',
      personId: row.personId,
      personName: row.personName,
      period: { from: row.periodStart, to: row.periodEnd },
      currency: row.currency,
      amount: row.amount,
      cases: row.cases,
      progress: progress.get(row.id)!,
      editable: !hasEnded({ to: row.periodEnd }, now, timeZone),
      setByName: row.setByName,
      setAt: row.setAt.toISOString(),
      changedAt: row.changedAt?.toISOString() ?? null,
      changes: changes.get(row.id) ?? 0,
      membersDifference: members
        ? { amount: members.amount - row.amount, cases: members.cases - row.cases }
        : null,
    }
  })
}

/** Which targets to read: one period's, of one kind, narrowed by a condition on `targets`. */
export interface TargetRowsAsked {
  periodStart: string
  kind: 'team' | 'person'
  where?: SQL
}

/** A period's targets of one kind, whole (no page): the welcome page's and the ranking bar's few. */
export async function targetRowsOf(
  db: Database,
  asked: TargetRowsAsked,
  now: Date,
  timeZone: string,
): Promise<TargetRow[]> {
  const raws = await selectTargetRows(db).where(
    and(eq(targets.periodStart, asked.periodStart), eq(targets.kind, asked.kind), asked.where),
  )
  return toTargetRows(db, raws, now, timeZone)
}
