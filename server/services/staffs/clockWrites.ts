import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { clock } from '../../../contract/staffs.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { clockEvents } from '../../database/schema/staffs.ts'
import { applyOnce } from '../clientMutations.ts'
import type { SignedInUser } from '../sessions.ts'
import { memberToday } from './memberDays.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/**
 * A member's clock of one day as the attendance figures read it (attendance.ts, decision 0026): the
 * first clock-in, and a clock-out only when the last press of the day is one after a clock-in (clocked
 * back in, they are at work again).
 */
async function clockOf(db: Database | Transaction, memberId: number, day: string) {
  const events = await db
    .select({ kind: clockEvents.kind, at: clockEvents.at })
    .from(clockEvents)
    .where(and(eq(clockEvents.memberId, memberId), eq(clockEvents.day, day)))
    .orderBy(clockEvents.at, clockEvents.id)
  const firstIn = events.find((event) => event.kind === 'in')
  const last = events.at(-1)
  return {
    day,
    clockIn: firstIn?.at.toISOString() ?? null,
    clockOut: firstIn && last?.kind === 'out' ? last.at.toISOString() : null,
  }
}

/** The caller's clock today, on their own calendar. */
export function myClockToday(db: Database, user: SignedInUser) {
  return clockOf(db, user.userId, memberToday(new Date(), user.timeZone))
}

/** The member clocks in or out now; the day is theirs, in their time zone. */
export async function clockInOrOut(db: Database, user: SignedInUser, input: Input<typeof clock>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.clock', input },
    async (tx) => {
      // The member's row orders their clock events: two taps at once are written one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.userId)).for('no key update')
      const day = memberToday(new Date(), user.timeZone)
      await tx.insert(clockEvents).values({ memberId: user.userId, kind: input.kind, day })
      return clockOf(tx, user.userId, day)
    },
  )
}
