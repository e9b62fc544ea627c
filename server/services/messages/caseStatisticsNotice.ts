import { addDays } from 'date-fns'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { and, count, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { roleIds } from '../../../contract/menus.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases, collectionRecords } from '../../database/schema/cases.ts'
import { messages } from '../../database/schema/messages.ts'
import { apps, teams } from '../../database/schema/system.ts'
import type { MessageFacts, Money } from './messageFacts.ts'
import { caseStatisticsKey, produce } from './producers.ts'

/** The hour of a collector's own clock from which their day's notice is sent. */
export const noticeFromHour = 7

/** A collector's working day as their own clock has it: its date, and where it begins and ends. */
export function workingDayOf(now: Date, timeZone: string) {
  const day = formatInTimeZone(now, timeZone, 'yyyy-MM-dd')
  const start = fromZonedTime(`${day}T00:00:00`, timeZone)
  const end = fromZonedTime(
    `${formatInTimeZone(addDays(start, 1), timeZone, 'yyyy-MM-dd')}T00:00:00`,
    timeZone,
  )
  return {
    day,
    start,
    end,
    hour: Number(formatInTimeZone(now, timeZone, 'H')),
    isoDay: Number(formatInTimeZone(now, timeZone, 'i')),
  }
}

/** One collector's day: cases due, appointments, and what customers promised to pay that day. */
async function statisticsOf(
  db: Database,
  userId: number,
  day: ReturnType<typeof workingDayOf>,
): Promise<MessageFacts['CASE_STATISTICS_NOTICE']> {
  const theirOpen = and(eq(cases.ownerId, userId), isNull(cases.closedAt), ne(cases.status, 'paidOff'))
  const [due] = await db
    .select({ n: count() })
    .from(cases)
    .where(and(theirOpen, eq(cases.dueDate, day.day)))
  const [booked] = await db
    .select({ n: count() })
    .from(cases)
    .where(and(theirOpen, gte(cases.appointmentAt, day.start), lt(cases.appointmentAt, day.end)))
  // A promise counts once per case, for what is still owed on it.
  const promisedCases = db
    .selectDistinct({ caseId: collectionRecords.caseId })
    .from(collectionRecords)
    .where(
      and(
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
    day: day.day,
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
export async function sendCaseStatisticsNotices(db: Database, now = new Date()): Promise<{ sent: number }> {
  const collectors = await db
    .select({ userId: users.id, timeZone: users.timeZone, dutyDays: teams.dutyDays })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(and(eq(users.roleId, roleIds.collector), eq(users.status, 'active')))
  let sent = 0
  for (const collector of collectors) {
    const day = workingDayOf(now, collector.timeZone)
    if (day.hour < noticeFromHour) continue
    if (collector.dutyDays && !collector.dutyDays.includes(day.isoDay)) continue
    const [already] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.userId, collector.userId), eq(messages.eventKey, caseStatisticsKey(day.day))))
    if (already) continue
    const facts = await statisticsOf(db, collector.userId, day)
    if (await db.transaction((tx) => produce.caseStatistics(tx, { userId: collector.userId }, facts)))
      sent += 1
  }
  return { sent }
}
