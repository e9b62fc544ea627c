import { and, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TargetRow } from '../../../contract/targets.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams, teamTypes } from '../../database/schema/system.ts'
import { targetChanges, targets } from '../../database/schema/targets.ts'
import { salesTeamType, type TargetFacts, targetProgress } from './targetProgress.ts'

const person = alias(users, 'target_person')
const setter = alias(users, 'target_setter')

/** A team's members' targets of the same period and currency, added up; null when none has one. */
const membersSum = (column: 'amount' | 'cases') =>
  sql<number | null>`(select sum(member.${sql.raw(column)}) from targets member
    where member.kind = 'person' and member.team_id = ${targets.teamId}
      and member.period_start = ${targets.periodStart} and member.currency = ${targets.currency})`.mapWith(
    (value) => (value === null ? null : Number(value)),
  )

/** Which targets to read: one period's, of one kind, narrowed by a condition on `targets`. */
export interface TargetRowsAsked {
  periodStart: string
  kind: 'team' | 'person'
  where?: SQL
}

/**
 * A period's targets as the lists show them (contract/targets.ts `targetRowSchema`): team and member
 * names, who set each, how often it changed, a team's members' difference, and each one's progress read
 * from the kept figures at `now` on the caller's clock.
 */
export async function targetRowsOf(
  db: Database,
  asked: TargetRowsAsked,
  now: Date,
  timeZone: string,
): Promise<TargetRow[]> {
  const found = await db
    .select({
      id: targets.id,
      kind: targets.kind,
      teamId: targets.teamId,
      teamName: teams.name,
      teamType: teamTypes.code,
      personId: targets.personId,
      personName: person.displayName,
      periodStart: targets.periodStart,
      periodEnd: targets.periodEnd,
      currency: targets.currency,
      amount: targets.amount,
      cases: targets.cases,
      setByName: setter.displayName,
      setAt: targets.setAt,
      changedAt: targets.changedAt,
      changes:
        sql<number>`(select count(*) from ${targetChanges} where ${targetChanges.targetId} = ${targets.id})`.mapWith(
          Number,
        ),
      membersAmount: membersSum('amount'),
      membersCases: membersSum('cases'),
    })
    .from(targets)
    .innerJoin(teams, eq(teams.id, targets.teamId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .innerJoin(setter, eq(setter.id, targets.setBy))
    .leftJoin(person, eq(person.id, targets.personId))
    .where(and(eq(targets.periodStart, asked.periodStart), eq(targets.kind, asked.kind), asked.where))
  const facts: TargetFacts[] = found.map((row) => ({
    id: row.id,
    kind: row.kind,
    subjectId: row.kind === 'team' ? row.teamId : row.personId!,
    teamType: row.teamType === salesTeamType ? 'sales' : 'collection',
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    currency: row.currency,
    amount: row.amount,
    cases: row.cases,
  }))
  const progress = await targetProgress(db, facts, now, timeZone)
  const today = now.toISOString().slice(0, 10)
  return found.map((row, index) => ({
    id: row.id,
    kind: row.kind,
    teamId: row.teamId,
    teamName: row.teamName,
    teamKind: facts[index]!.teamType,
    personId: row.personId,
    personName: row.personName,
    period: { from: row.periodStart, to: row.periodEnd },
    currency: row.currency,
    amount: row.amount,
    cases: row.cases,
    progress: progress.get(row.id)!,
    editable: row.periodEnd >= today,
    setByName: row.setByName,
    setAt: row.setAt.toISOString(),
    changedAt: row.changedAt?.toISOString() ?? null,
    changes: row.changes,
    membersDifference:
      row.kind === 'team' && row.membersAmount !== null
        ? { amount: row.membersAmount - row.amount, cases: (row.membersCases ?? 0) - row.cases }
        : null,
  }))
}
