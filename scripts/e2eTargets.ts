import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { configFromEnv } from '../server/config.ts'
import type { Database } from '../server/database/connect.ts'
import { users } from '../server/database/schema/accounts.ts'
import { teams } from '../server/database/schema/system.ts'
import { targetChanges, targets } from '../server/database/schema/targets.ts'
import { salaryPeriodHolding } from '../server/services/dashboards/index.ts'
import { memberToday } from '../server/services/localDays.ts'

/** The targets a new one replaces taken away, with their recorded changes (the demo's have some). */
async function replacing(db: Database, which: SQL) {
  const ids = (await db.select({ id: targets.id }).from(targets).where(which)).map((row) => row.id)
  if (ids.length === 0) return
  await db.delete(targetChanges).where(inArray(targetChanges.targetId, ids))
  await db.delete(targets).where(inArray(targets.id, ids))
}

/**
 * A member's target of the current salary period on their clock, put in place as a leader would have
 * set it (the e2e specs that show targets; the saves are tested on their own). Set again, it replaces
 * the one of the same currency.
 */
export async function setTargetOf(
  db: Database,
  target: { username: string; currency: string; amount: number; cases: number },
): Promise<void> {
  const [member] = await db
    .select({ id: users.id, teamId: users.teamId, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.username, target.username))
  if (!member?.teamId) throw new Error(`no member ${target.username} in a team`)
  const [setter] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'))
  const startDay = configFromEnv(process.env).dashboards.salaryPeriodStartDay
  const period = salaryPeriodHolding(memberToday(new Date(), member.timeZone), startDay)
  await replacing(
    db,
    and(
      eq(targets.personId, member.id),
      eq(targets.periodStart, period.from),
      eq(targets.currency, target.currency),
    )!,
  )
  await db.insert(targets).values({
    kind: 'person',
    teamId: member.teamId,
    personId: member.id,
    periodStart: period.from,
    periodEnd: period.to,
    currency: target.currency,
    amount: target.amount,
    cases: target.cases,
    setBy: setter!.id,
  })
}

/** A team's target of the current salary period on the manager's clock, as the manager would have set it. */
export async function setTeamTargetOf(
  db: Database,
  target: { team: string; currency: string; amount: number; cases: number },
): Promise<void> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, target.team))
  if (!team) throw new Error(`no team ${target.team}`)
  const [setter] = await db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.username, 'manager'))
  const startDay = configFromEnv(process.env).dashboards.salaryPeriodStartDay
  const period = salaryPeriodHolding(memberToday(new Date(), setter!.timeZone), startDay)
  await replacing(
    db,
    and(
      eq(targets.kind, 'team'),
      eq(targets.teamId, team.id),
      eq(targets.periodStart, period.from),
      eq(targets.currency, target.currency),
    )!,
  )
  await db.insert(targets).values({
    kind: 'team',
    teamId: team.id,
    periodStart: period.from,
    periodEnd: period.to,
    currency: target.currency,
    amount: target.amount,
    cases: target.cases,
    setBy: setter!.id,
  })
}
