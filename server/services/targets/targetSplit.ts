import { and, asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { roleIds } from '../../../contract/menus.ts'
import { targetReads } from '../../../contract/targetActions.ts'
import { splitTarget } from '../../../contract/targetMath.ts'
import type { targetSplitPreview } from '../../../contract/targets.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { users } from '../../database/schema/accounts.ts'
import { personHeldCases } from '../../database/schema/dashboards.ts'
import { teams } from '../../database/schema/system.ts'
import { targets } from '../../database/schema/targets.ts'
import { AppError } from '../../http/errors.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { periodHolding } from './targetPeriods.ts'

/**
 * A team's split (docs/decisions/0054): its valid members are the active collectors and sellers in it,
 * the people who hold its cases (a leader holds none and is not dealt a share); their load is the
 * unfinished cases they hold now, as the dashboards keep it.
 */
export const splitRoles: readonly number[] = [roleIds.collector, roleIds.seller]

/** The team's active collectors and sellers in id order, with their load. */
export async function splitMembersOf(db: Database | Transaction, teamId: number) {
  return db
    .select({ personId: users.id, personName: users.displayName, load: personHeldCases.unfinished })
    .from(users)
    .leftJoin(personHeldCases, eq(personHeldCases.personId, users.id))
    .where(and(eq(users.teamId, teamId), eq(users.status, 'active'), inArray(users.roleId, [...splitRoles])))
    .orderBy(asc(users.id))
    .then((rows) => rows.map((row) => ({ ...row, load: row.load ?? 0 })))
}

/** The members' targets of a period and currency now, by member. */
export async function personTargetsOf(
  db: Database | Transaction,
  personIds: readonly number[],
  periodStart: string,
  currency: string,
) {
  if (personIds.length === 0) return new Map<number, { targetId: number; amount: number; cases: number }>()
  const rows = await db
    .select({
      personId: targets.personId,
      targetId: targets.id,
      amount: targets.amount,
      cases: targets.cases,
    })
    .from(targets)
    .where(
      and(
        eq(targets.kind, 'person'),
        inIdList(targets.personId, personIds),
        eq(targets.periodStart, periodStart),
        eq(targets.currency, currency),
      ),
    )
  return new Map(rows.map(({ personId, ...current }) => [personId!, current]))
}

/** The preview: nothing is saved. */
export async function previewSplit(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof targetSplitPreview.input>,
  settings: Pick<DashboardSettings, 'salaryPeriodStartDay'>,
): Promise<z.output<typeof targetSplitPreview.answer>> {
  assertMayOnRow(targetReads.split.whoMay, user, { teamId: input.teamId })
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, input.teamId))
  if (!team) throw new AppError('target.teamNotFound', { data: { field: 'teamId' } })
  const period = periodHolding(input.period, settings.salaryPeriodStartDay, new Date(), user.timeZone)
  const members = await splitMembersOf(db, input.teamId)
  const current = await personTargetsOf(
    db,
    members.map((member) => member.personId),
    period.from,
    input.currency,
  )
  const shares = new Map(
    splitTarget(input, members, input.by).map((share) => [share.personId, share] as const),
  )
  return {
    period,
    members: members.map((member) => ({
      ...member,
      current: current.get(member.personId) ?? null,
      amount: shares.get(member.personId)!.amount,
      cases: shares.get(member.personId)!.cases,
    })),
  }
}
