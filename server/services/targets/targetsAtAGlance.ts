import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { reachOf } from '../../../contract/policy.ts'
import type { TargetRow, targetProgress as targetProgressEntry } from '../../../contract/targets.ts'
import type { Database } from '../../database/connect.ts'
import { targets } from '../../database/schema/targets.ts'
import { salaryPeriodHolding } from '../dashboards/index.ts'
import { memberToday } from '../localDays.ts'
import type { SignedInUser } from '../sessions.ts'
import { targetRowsOf } from './targetRows.ts'

export type TargetsAtAGlance = z.infer<(typeof targetProgressEntry)['answer']>

/** How far behind its pace a target is, for its size: the gap ÷ the target (0 without a target). */
const behindness = (row: TargetRow) => (row.amount > 0 ? row.progress.pace.gap / row.amount : 0)
const nameOf = (row: TargetRow) => row.personName ?? row.teamName

/** Most behind first (the pace gap for the target's size), then by name. */
export const mostBehindFirst = (a: TargetRow, b: TargetRow) =>
  behindness(a) - behindness(b) || nameOf(a).localeCompare(nameOf(b)) || a.id - b.id

/**
 * The current salary period's targets at a glance (the welcome page, the ranking bar): the caller's
 * own, every currency, and those of their reach most behind first: a team leader's members', the teams'
 * for those over the teams; a collector or seller has only their own.
 */
export async function targetsAtAGlance(
  db: Database,
  user: SignedInUser,
  salaryPeriodStartDay: number,
  now = new Date(),
): Promise<TargetsAtAGlance> {
  const period = salaryPeriodHolding(memberToday(now, user.timeZone), salaryPeriodStartDay)
  const reach = reachOf(user)
  const scope = reach.kind === 'team' ? 'team' : reach.kind === 'all' ? 'all' : 'own'
  const read = (kind: 'team' | 'person', where?: ReturnType<typeof and>) =>
    targetRowsOf(db, { periodStart: period.from, kind, where }, now, user.timeZone)
  const [own, rows] = await Promise.all([
    read('person', eq(targets.personId, user.userId)),
    reach.kind === 'team'
      ? read('person', and(eq(targets.teamId, reach.teamId), ne(targets.personId, user.userId)))
      : reach.kind === 'all'
        ? read('team')
        : Promise.resolve([]),
  ])
  return {
    period,
    asOf: now.toISOString(),
    scope,
    own: own.sort((a, b) => a.currency.localeCompare(b.currency)),
    rows: rows.sort(mostBehindFirst),
  }
}

/** The caller's own target of the period, the one in `currency` if they have it: the ranking bar's pace. */
export async function ownTargetPace(
  db: Database,
  user: SignedInUser,
  salaryPeriodStartDay: number,
  currency: string | null,
  now = new Date(),
): Promise<TargetRow | null> {
  const period = salaryPeriodHolding(memberToday(now, user.timeZone), salaryPeriodStartDay)
  const own = await targetRowsOf(
    db,
    { periodStart: period.from, kind: 'person', where: eq(targets.personId, user.userId) },
    now,
    user.timeZone,
  )
  return own.find((row) => row.currency === currency) ?? own.sort(mostBehindFirst)[0] ?? null
}
