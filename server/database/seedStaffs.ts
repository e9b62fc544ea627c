import { fromZonedTime } from 'date-fns-tz/fromZonedTime'
import { eq, inArray } from 'drizzle-orm'
import type { LeaveEvent } from '../../machines/leave.ts'
import { decideLeaveEvent, type LeaveDecision, unrequestedLeave } from '../../machines/leaveDecisions.ts'
import { addDaysToDate, isoWeekdayOf, memberToday } from '../services/localDays.ts'
import type { AreaSeed } from './areaSeed.ts'
import { randomSource } from './caseGenerator.ts'
import type { Database, Transaction } from './connect.ts'
import { users } from './schema/accounts.ts'
import { transitions } from './schema/audit.ts'
import { clockEvents, leaveRequests, teamHeads } from './schema/staffs.ts'
import { teams } from './schema/system.ts'

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

/** How far back the demo members' clock goes: a salary period and more, the staff dashboard's windows too. */
const clockHistoryDays = 35

/**
 * The demo members' last five weeks at work, before their today: on each of their working days a
 * clock-in between 07:45 and 08:30 and a clock-out between 17:00 and 17:45 on their own clock, and
 * about one working day in twelve missed (an absence the staff dashboard counts). Drawn from a seeded
 * source, so every seed gives the same history; today is left to the members themselves.
 */
export async function seedClockHistory(db: Database, now = new Date()): Promise<void> {
  const members = await db
    .select({
      id: users.id,
      timeZone: users.timeZone,
      entryDate: users.entryDate,
      leftDate: users.leftDate,
      dutyDays: teams.dutyDays,
    })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.status, 'active'))
    .orderBy(users.id)
  const random = randomSource(20_261_127)
  const rows: (typeof clockEvents.$inferInsert)[] = []
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  /** The moment of `minutes` after midnight of the member's day, on their clock. */
  const at = (day: string, minutes: number, timeZone: string) =>
    fromZonedTime(`${day}T${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}:00`, timeZone)
  for (const member of members) {
    const today = memberToday(now, member.timeZone)
    for (let back = clockHistoryDays; back >= 1; back--) {
      const day = addDaysToDate(today, -back)
      // A day of the team's duty days while a member (the seed's leave is all ahead of them).
      const wasMember = day >= member.entryDate && (member.leftDate === null || day < member.leftDate)
      if (!wasMember || !member.dutyDays.includes(isoWeekdayOf(day)) || random.chance(1 / 12)) continue
      const clockIn = at(day, 7 * 60 + 45 + random.int(0, 45), member.timeZone)
      const clockOut = at(day, 17 * 60 + random.int(0, 45), member.timeZone)
      rows.push(
        { memberId: member.id, kind: 'in', day, at: clockIn },
        { memberId: member.id, kind: 'out', day, at: clockOut },
      )
    }
  }
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(clockEvents).values(rows.slice(start, start + 1000))
}

/** The teams' heads are seeded with the teams (seed.ts); the area's own demo data is leave and the clock. */
export const staffsSeed: AreaSeed = {
  area: 'staffs',
  async seed(db) {
    await seedLeaveRequests(db)
    await seedClockHistory(db)
  },
}
