import { inArray } from 'drizzle-orm'
import { decideLeaveEvent, requestLeave } from '../../machines/leaveDecisions.ts'
import { isoWeekdayOf, memberToday } from '../services/staffs/memberDays.ts'
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
 * collector's approved by hers through the leave machine, with its transition recorded.
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
    await db.insert(leaveRequests).values({
      memberId: asker.id,
      teamId: asker.teamId,
      days,
      reason: 'Family wedding',
      status: 'pending',
      lifecycle: requestLeave(asker.id, days),
    })
  }
  if (approved && approver) {
    const days = weekdaysAhead(memberToday(now, approved.timeZone), 1, 1)
    const decision = decideLeaveEvent(requestLeave(approved.id, days), { type: 'APPROVE', by: approver.id })
    if (!decision.allowed) return
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leaveRequests)
        .values({
          memberId: approved.id,
          teamId: approved.teamId,
          days,
          reason: 'Medical appointment',
          status: 'approved',
          lifecycle: decision.to,
          decidedBy: approver.id,
          decidedAt: now,
        })
        .returning({ id: leaveRequests.id })
      await tx.insert(transitions).values({
        entityType: 'leaveRequest',
        entityId: row!.id,
        machine: decision.machine,
        fromState: decision.from,
        eventType: 'APPROVE',
        eventPayload: { by: approver.id },
        toState: decision.to,
        actorId: approver.id,
      })
    })
  }
}
