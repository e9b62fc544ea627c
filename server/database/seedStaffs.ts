import { inArray } from 'drizzle-orm'
import type { LeaveEvent } from '../../machines/leave.ts'
import { decideLeaveEvent, type LeaveDecision, unrequestedLeave } from '../../machines/leaveDecisions.ts'
import { isoWeekdayOf, memberToday } from '../services/localDays.ts'
import type { AreaSeed } from './areaSeed.ts'
import type { Database, Transaction } from './connect.ts'
import { users } from './schema/accounts.ts'
import { transitions } from './schema/audit.ts'
import { leaveRequests, teamHeads } from './schema/staffs.ts'

interface PlannedTeam {
  name: string
  /** The leader's and the manager's names as the operation calls them; '' for none. */
  leader: string
  manager: string
}

/**
 * Makes each team's leader and manager the member of that name, so the teams' heads are members
 * (a name no member has stays empty).
 */
export async function seedTeamHeads(
  tx: Transaction,
  plan: readonly PlannedTeam[],
  teamRows: readonly { id: number; name: string }[],
): Promise<void> {
  const names = plan.flatMap((team) => [team.leader, team.manager]).filter((name) => name !== '')
  const people = await tx
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.displayName, names))
    .orderBy(users.id)
  const idOf = (name: string) => people.find((person) => person.name === name)?.id ?? null
  await tx.insert(teamHeads).values(
    plan.map((team) => ({
      teamId: teamRows.find((row) => row.name === team.name)!.id,
      leaderId: idOf(team.leader),
      managerId: idOf(team.manager),
    })),
  )
}

/** The working days (Monday to Friday) after `weeks` weeks from the member's today, `count` of them. */
function weekdaysAhead(today: string, weeks: number, count: number): string[] {
  const days: string[] = []
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + weeks * 7)
  while (days.length < count) {
    const date = day.toISOString().slice(0, 10)
    if (isoWeekdayOf(date) <= 5) days.push(date)
    day.setUTCDate(day.getUTCDate() + 1)
  }
  return days
}

/**
 * A few leave requests: one of the Lagos collector's pending for his leader, one of the Mexico City
 * collector's approved by hers, each step through the leave machine and recorded.
 */
export async function seedLeaveRequests(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username, teamId: users.teamId, timeZone: users.timeZone })
    .from(users)
    .where(inArray(users.username, ['collector', 'collector.mx', 'leader.mx']))
  const person = (username: string) => people.find((row) => row.username === username)
  const asker = person('collector')
  const approved = person('collector.mx')
  const approver = person('leader.mx')
  const now = new Date()
  if (asker) {
    const days = weekdaysAhead(memberToday(now, asker.timeZone), 2, 2)
    await seedLeave(db, asker, days, 'Family wedding', null)
  }
  if (approved && approver) {
    const days = weekdaysAhead(memberToday(now, approved.timeZone), 1, 1)
    await seedLeave(db, approved, days, 'Medical appointment', approver.id)
  }
}

/**
 * One request through the leave machine, each step recorded as a member's request would be: asked
 * for (REQUEST from 'new'), then approved when an approver is given.
 */
async function seedLeave(
  db: Database,
  member: { id: number; teamId: number | null },
  days: string[],
  reason: string,
  approverId: number | null,
) {
  const asked = decideLeaveEvent(unrequestedLeave, { type: 'REQUEST', by: member.id, days })
  if (!asked.allowed) return
  const steps: { decision: Extract<LeaveDecision, { allowed: true }>; event: LeaveEvent }[] = [
    { decision: asked, event: { type: 'REQUEST', by: member.id, days } },
  ]
  if (approverId !== null) {
    const event: LeaveEvent = { type: 'APPROVE', by: approverId }
    const approved = decideLeaveEvent(asked.to, event)
    if (approved.allowed) steps.push({ decision: approved, event })
  }
  const last = steps.at(-1)!
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        memberId: member.id,
        teamId: member.teamId,
        days,
        reason,
        status: last.decision.to.value === 'approved' ? 'approved' : 'pending',
        lifecycle: last.decision.to,
        decidedBy: approverId,
        decidedAt: approverId === null ? null : new Date(),
      })
      .returning({ id: leaveRequests.id })
    for (const { decision, event } of steps) {
      const { type, ...payload } = event
      await tx.insert(transitions).values({
        entityType: 'leaveRequest',
        entityId: row!.id,
        machine: decision.machine,
        fromState: decision.from,
        eventType: type,
        eventPayload: payload,
        toState: decision.to,
        actorId: type === 'REQUEST' ? member.id : approverId,
      })
    }
  })
}

/** The teams' heads are seeded with the teams (seed.ts); the area's own demo data is leave. */
export const staffsSeed: AreaSeed = { area: 'staffs', seed: seedLeaveRequests }
