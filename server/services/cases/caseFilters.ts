import { fromZonedTime } from 'date-fns-tz/fromZonedTime'
import { and, eq, gte, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { CaseFilters, CaseView } from '../../../contract/cases.ts'
import { cases } from '../../database/schema/cases.ts'
import { conditionsOf, type FilterConditions } from '../lists/index.ts'
import { dueTodayCondition } from './caseDueToday.ts'
import { type Scope, scopeCondition, viewCondition } from './caseScope.ts'
import { searchCondition } from './caseSearch.ts'

/** Days overdue as a due-date bound, so the filter can use the due-date index. */
const daysAgo = (days: number) => sql`current_date - ${days}::int`

/** The instant a calendar day ('yyyy-MM-dd') begins on the wall clock of a time zone. */
const startOfDayIn = (day: string, timeZone: string) => fromZonedTime(`${day}T00:00:00`, timeZone)

/** The calendar day after `day`; a day's length in hours is left to the time zone (summer time). */
function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10)
}

const lastDay = '9999-12-31'

/** The first instant of a range of allocated days, on the reader's clock. */
export const allocatedFromInstant = (day: string, timeZone: string) => startOfDayIn(day, timeZone)

/** The instant after a range of allocated days ends; none after the last day the schema takes. */
export const allocatedToInstant = (day: string, timeZone: string) =>
  day < lastDay ? startOfDayIn(dayAfter(day), timeZone) : undefined

/** A case still owed: only those are late, so only those have overdue days. */
const owing = ne(cases.status, 'paidOff')

const yes = (flag: 'yes' | 'no') => flag === 'yes'

/**
 * Each filter as a condition. `timeZone` is the signed-in user's, from the session, never the
 * request's: the allocated range is whole days of it, both ends included (a Mexico City user's
 * '2026-03-10' runs from 00:00 to 24:00 in Mexico City, as the table shows her times), and the column
 * is compared with two instants, never wrapped in a function, so the allocated-at indexes still serve.
 */
const caseFilterConditions: FilterConditions<CaseFilters, { timeZone: string }> = {
  status: (status) => eq(cases.status, status),
  closed: (closed) => (yes(closed) ? isNotNull(cases.closedAt) : isNull(cases.closedAt)),
  // From 0 days overdue means every case, including those not yet due. A bound on overdue days
  // leaves out paid-off cases, which have none (the list shows them blank).
  overdueMin: (days) => (days > 0 ? and(sql`${cases.dueDate} <= ${daysAgo(days)}`, owing) : undefined),
  overdueMax: (days) => and(sql`${cases.dueDate} >= ${daysAgo(days)}`, owing),
  appId: (appId) => eq(cases.appId, appId),
  teamTypeId: (teamTypeId) => eq(cases.teamTypeId, teamTypeId),
  teamId: (teamId) => eq(cases.teamId, teamId),
  ownerId: (ownerId) => eq(cases.ownerId, ownerId),
  allocatedFrom: (day, { timeZone }) => gte(cases.allocatedAt, allocatedFromInstant(day, timeZone)),
  // The last day the schema takes has no next day to begin, and nothing is allocated after it.
  allocatedTo: (day, { timeZone }) => {
    const end = allocatedToInstant(day, timeZone)
    return end ? lt(cases.allocatedAt, end) : undefined
  },
  appointment: (appointment) =>
    yes(appointment) ? isNotNull(cases.appointmentAt) : isNull(cases.appointmentAt),
  deal: (deal) => eq(cases.deal, yes(deal)),
  connectionStatus: (status) => eq(cases.connectionStatus, status),
  dueToday: (group, { timeZone }) => dueTodayCondition(group, timeZone),
  search: (term) => searchCondition(term),
}

/** The filters as conditions, in the order the contract lists them. */
export function filterConditions(filters: CaseFilters, timeZone: string): SQL[] {
  return conditionsOf(caseFilterConditions, filters, { timeZone })
}

/** Which cases a list shows: its view, the viewer's scope and the filters, together. */
export function caseListWhere(scope: Scope, view: CaseView, filters: CaseFilters, timeZone: string) {
  return and(viewCondition(view), scopeCondition(scope), ...filterConditions(filters, timeZone))
}
