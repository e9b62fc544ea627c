import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { clock } from '../../../contract/staffs.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { clockEvents } from '../../database/schema/staffs.ts'
import { teams } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { countWork } from '../dashboards/index.ts'
import { memberToday } from '../localDays.ts'
import type { SignedInUser } from '../sessions.ts'
import { clockOfDay } from './attendance.ts'
import { scheduleDayOf } from './memberDays.ts'
import { memberCalendarOn } from './teamCalendars.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/**
 * A member's clock of one day as the attendance figures read it (attendance.ts, decision 0026): the
 * first clock-in, and a clock-out only when the last press of the day is one after a clock-in (clocked
 * back in, they are at work again).
 */
async function clockOf(db: Database | Transaction, memberId: number, day: string, workDay: boolean) {
  const events = await db
    .select({ kind: clockEvents.kind, at: clockEvents.at })
    .from(clockEvents)
    .where(and(eq(clockEvents.memberId, memberId), eq(clockEvents.day, day)))
    .orderBy(clockEvents.at, clockEvents.id)
  const { clockIn, clockOut } = clockOfDay(events)
  return { day, workDay, clockIn: clockIn?.toISOString() ?? null, clockOut: clockOut?.toISOString() ?? null }
}

/**
 * Whether a date is a working day for the user: a duty day of their team on their own calendar, not
 * approved leave, not a day their leader gave off (or a day off they were set to work). Someone in no
 * team has no duty days.
 */
async function worksOn(db: Database | Transaction, user: SignedInUser, day: string): Promise<boolean> {
  if (user.teamId === null) return false
  const [member] = await db
    .select({
      id: users.id,
      timeZone: users.timeZone,
      entryDate: users.entryDate,
      leftDate: users.leftDate,
      dutyDays: teams.dutyDays,
    })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, user.userId))
  if (!member) return false
  return scheduleDayOf(await memberCalendarOn(db, member, day), member.dutyDays, day) === 'work'
}

/** The caller's clock today, on their own calendar, and whether today is one of their working days. */
export async function myClockToday(db: Database, user: SignedInUser) {
  const day = memberToday(new Date(), user.timeZone)
  return clockOf(db, user.userId, day, await worksOn(db, user, day))
}

/** The member clocks in (on a working day only) or out now; the day is theirs, in their time zone. */
export async function clockInOrOut(db: Database, user: SignedInUser, input: Input<typeof clock>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.clock', input },
    async (tx) => {
      // The member's row orders their clock events: two taps at once are written one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.userId)).for('no key update')
      const day = memberToday(new Date(), user.timeZone)
      const workDay = await worksOn(tx, user, day)
      // Clocking out stays open: a member who clocked in before their day was changed still leaves.
      if (input.kind === 'in' && !workDay) throw new AppError('staffs.notDutyDay')
      await tx.insert(clockEvents).values({ memberId: user.userId, kind: input.kind, day })
      if (input.kind === 'in') await countWork(tx, [{ personId: user.userId, day, count: 'clockIns', by: 1 }])
      return clockOf(tx, user.userId, day, workDay)
    },
  )
}
