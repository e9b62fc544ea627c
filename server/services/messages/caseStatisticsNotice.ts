import { and, count, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { caseStatisticsKey } from '../../../contract/caseMessages.ts'
import { roleIds } from '../../../contract/menus.ts'
import type { MessageFacts } from '../../../contract/messages.ts'
import type { Money } from '../../../contract/messageType.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, collectionRecords } from '../../database/schema/cases.ts'
import { messages } from '../../database/schema/messages.ts'
import { apps, teams } from '../../database/schema/system.ts'
import { localDayOf } from '../localDays.ts'
import { produce } from './producers.ts'

/** The hour of a collector's own clock from which their day's notice is sent. */
export const noticeFromHour = 7

/** One collector's day: cases due, appointments, and what customers promised to pay that day. */
async function statisticsOf(
  db: Database,
  userId: number,
  day: ReturnType<typeof localDayOf>,
): Promise<MessageFacts['CASE_STATISTICS_NOTICE']> {
  const theirOpen = and(eq(cases.ownerId, userId), isNull(cases.closedAt), ne(cases.status, 'paidOff'))
  const [due] = await db
    .select({ n: count() })
    .from(cases)
    .where(and(theirOpen, eq(cases.dueDate, day.date)))
  const [booked] = await db
    .select({ n: count() })
    .from(cases)
    .where(and(theirOpen, gte(cases.appointmentAt, day.start), lt(cases.appointmentAt, day.end)))
  // A promise counts once per case, for what is still owed on it; only her cases' records are read.
  const promisedCases = db
    .selectDistinct({ caseId: collectionRecords.caseId })
    .from(collectionRecords)
    .innerJoin(cases, eq(cases.id, collectionRecords.caseId))
    .where(
      and(
        theirOpen,
        eq(collectionRecords.dateItem, 'promiseToPay'),
        gte(collectionRecords.dateAt, day.start),
        lt(collectionRecords.dateAt, day.end),
      ),
    )
  const promised = await db
    .select({ currency: apps.currency, amount: sql<string>`sum(${cases.amount} - ${cases.paidAmount})` })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(and(theirOpen, inArray(cases.id, promisedCases)))
    .groupBy(apps.currency)
  return {
    day: day.date,
    dueToday: due?.n ?? 0,
    appointmentsToday: booked?.n ?? 0,
    promised: promised.map((row): Money => ({ currency: row.currency, amount: Number(row.amount) })),
  }
}

/**
 * Sends each active collector the notice of their day once, from noticeFromHour on their own clock,
 * on their team's duty days (every day without a team). Run by every server process on a timer:
 * two runs at once produce one notice each, as the notice's key is the collector and the day.
 */
export async function sendCaseStatisticsNotices(
  db: Database,
  now = new Date(),
  failed: (userId: number, error: unknown) => void = () => {},
): Promise<{ sent: number }> {
  const collectors = await db
    .select({ userId: users.id, timeZone: users.timeZone, dutyDays: teams.dutyDays })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(and(eq(users.roleId, roleIds.collector), eq(users.status, 'active')))
  let sent = 0
  for (const collector of collectors) {
    // One collector's trouble (a time zone this runtime does not know) never holds back the others.
    try {
      if (await sendNoticeOfDay(db, collector, now)) sent += 1
    } catch (error) {
      failed(collector.userId, error)
    }
  }
  return { sent }
}

/** Sends one collector's notice of the day if it is due and not sent yet; answers whether it sent it. */
async function sendNoticeOfDay(
  db: Database,
  collector: { userId: number; timeZone: string; dutyDays: number[] | null },
  now: Date,
): Promise<boolean> {
  const day = localDayOf(now, collector.timeZone)
  if (day.hour < noticeFromHour) return false
  if (collector.dutyDays && !collector.dutyDays.includes(day.isoDay)) return false
  const [already] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.userId, collector.userId), eq(messages.eventKey, caseStatisticsKey(day.date))))
  if (already) return false
  const facts = await statisticsOf(db, collector.userId, day)
  return db.transaction((tx) => produce.caseStatistics(tx, { userId: collector.userId }, facts))
}
