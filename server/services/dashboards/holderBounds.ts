import { type SQL, sql } from 'drizzle-orm'
import type { DashboardSettings } from '../../config.ts'
import { inIdList } from '../../database/idList.ts'
import { users } from '../../database/schema/accounts.ts'

/**
 * The common table `holders` (id, zone) of the people given, and their zones once each
 * (`holderZones`): a call over many holders works out each clock's bounds once per zone.
 */
export const holdersOf = (people: readonly number[]) =>
  sql`holders as materialized (
      select ${users.id} as id, ${users.timeZone} as zone from ${users} where ${inIdList(users.id, people)}
    )`
export const holderZones = sql`(select distinct zone from holders)`

/** The instants a holder's live figures are bounded by, on the holder's clock at `now`. */
export function boundsOn(now: Date, primeTime: DashboardSettings['primeTime'], zone: SQL) {
  const at = sql`${now.toISOString()}::timestamptz`
  const today = sql`(${at} at time zone ${zone})::date`
  // A date's first instant, and today's date at an hour, read on the holder's clock: DST and all,
  // PostgreSQL's time zone rules.
  const startOf = (day: SQL) => sql`((${day})::timestamp at time zone ${zone})`
  const todayAt = (hour: number) => sql`((${today} + make_interval(hours => ${hour})) at time zone ${zone})`
  return {
    todayStart: startOf(today),
    tomorrowStart: startOf(sql`${today} + 1`),
    weekStart: startOf(sql`date_trunc('week', ${today})::date`),
    primeFrom: todayAt(primeTime.fromHour),
    primeTo: todayAt(primeTime.toHour),
  }
}

/** An interval of instants, from included, to excluded. */
export interface Window {
  from: SQL
  to: SQL
}

/**
 * The windows the expiring figures count appointments in, on a holder's clock at `now`: today's prime
 * time, and the next 24 hours. The case lists and the kept counts read these same windows.
 */
export function expiringWindows(now: Date, primeTime: DashboardSettings['primeTime'], zone: SQL) {
  const bounds = boundsOn(now, primeTime, zone)
  const at = sql`${now.toISOString()}::timestamptz`
  return {
    expiringInPrimeTime: { from: bounds.primeFrom, to: bounds.primeTo },
    expiringWithin24Hours: { from: at, to: sql`${at} + interval '24 hours'` },
  } satisfies Record<string, Window>
}

export type ExpiringFigure = keyof ReturnType<typeof expiringWindows>
