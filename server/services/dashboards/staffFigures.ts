import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  PerformanceDetails,
  periodInput,
  StaffDetails,
  StaffStatement,
  StaffsDashboard,
} from '../../../contract/dashboards.ts'
import type { PolicyActor } from '../../../contract/policy.ts'
import type { DashboardSettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { memberInReach, whoseFigures } from './dashboardScope.ts'
import { chosenDays, datesOf } from './figurePeriods.ts'
import { dailyFigures, figuresByRow, rowHeads } from './figureRows.ts'
import { casesHeldBy } from './liveCaseCounts.ts'
import { sumOfFigures } from './workFigures.ts'

type Caller = Pick<PolicyActor, 'userId' | 'roleId' | 'teamId'> & { timeZone: string }
type Period = z.output<typeof periodInput>

/** What the figures are read with: the database, the settings, the moment, and who asks. */
export interface FigureReading {
  db: Database
  settings: DashboardSettings
  now: Date
  caller: Caller
}

/** A member's attendance now, from the staffs area (the route hands it in: that area reads this one). */
export interface AttendanceNow {
  clockIn: string | null
  clockOut: string | null
  absencesLast3Days: number
  leaveDaysLast7Days: number
}
export type AttendanceOfMembers = (memberIds: number[], now: Date) => Promise<Map<number, AttendanceNow>>

/** A member's days on their schedule and clock, from the staffs area; undefined for no such member. */
export type DaysOfMember = (
  memberId: number,
  dates: string[],
) => Promise<Pick<StaffDetails['daily'][number], 'day' | 'scheduled' | 'clockIn' | 'clockOut'>[] | undefined>

/** The scope's work day by day over the chosen period (performance details, menu 88), with its totals. */
export async function performanceDetailsOf(
  reading: FigureReading,
  input: Period,
): Promise<PerformanceDetails> {
  const { db, settings, now, caller } = reading
  const whose = await whoseFigures(db, caller, input.teamId)
  const days = chosenDays(input, now, caller.timeZone, settings)
  const daily = await dailyFigures(db, whose.among, days, settings.performanceWeights)
  return {
    asOf: now.toISOString(),
    scope: whose.scope,
    days,
    totals: sumOfFigures(daily, settings.performanceWeights),
    daily,
  }
}

/** The staff statement (96) and staff performance (97): each row's work over the period, and the totals. */
export async function staffStatementOf(reading: FigureReading, input: Period): Promise<StaffStatement> {
  const { db, settings, now, caller } = reading
  const whose = await whoseFigures(db, caller, input.teamId)
  const days = chosenDays(input, now, caller.timeZone, settings)
  const rows = await figuresByRow(db, whose, days, settings.performanceWeights)
  return {
    asOf: now.toISOString(),
    scope: whose.scope,
    days,
    rows,
    totals: sumOfFigures(
      rows.map((row) => row.figures),
      settings.performanceWeights,
    ),
  }
}

/**
 * The staff dashboard (94): each member's attendance today and cases held now, with their work over
 * the period; a team's row adds up its members' (no clock of its own).
 */
export async function staffsDashboardOf(
  reading: FigureReading,
  input: Period,
  attendanceOf: AttendanceOfMembers,
): Promise<StaffsDashboard> {
  const { db, settings, now, caller } = reading
  const whose = await whoseFigures(db, caller, input.teamId)
  const days = chosenDays(input, now, caller.timeZone, settings)
  const people = whose.people.map((person) => person.id)
  const [figures, heldBy, attendance] = await Promise.all([
    figuresByRow(db, whose, days, settings.performanceWeights),
    casesHeldBy(db, people),
    attendanceOf(people, now),
  ])
  const rows = rowHeads(whose).map((head, index) => {
    const sum = (of: (id: number) => number) => head.people.reduce((all, id) => all + of(id), 0)
    const own = head.kind === 'person' && head.id !== null ? attendance.get(head.id) : undefined
    return {
      ...figures[index]!,
      clockIn: own?.clockIn ?? null,
      clockOut: own?.clockOut ?? null,
      absencesLast3Days: sum((id) => attendance.get(id)?.absencesLast3Days ?? 0),
      leaveDaysLast7Days: sum((id) => attendance.get(id)?.leaveDaysLast7Days ?? 0),
      casesHeld: sum((id) => heldBy.get(id) ?? 0),
    }
  })
  return { asOf: now.toISOString(), scope: whose.scope, days, rows }
}

/**
 * One member's details (94, details): their days over the period on their own calendar (a named
 * period is read on their clock), each with what the schedule made it, their clock and their work.
 */
export async function staffDetailsOf(
  reading: FigureReading,
  input: Period & { operatorId: number },
  daysOf: DaysOfMember,
): Promise<StaffDetails> {
  const { db, settings, now, caller } = reading
  const member = await memberInReach(db, caller, input.operatorId)
  const days = chosenDays(input, now, member.timeZone, settings)
  const [work, schedule] = await Promise.all([
    dailyFigures(db, eq(users.id, member.id), days, settings.performanceWeights),
    daysOf(member.id, datesOf(days)),
  ])
  const scheduleOf = new Map((schedule ?? []).map((day) => [day.day, day]))
  const daily = work.map((day) => ({
    ...day,
    clockIn: scheduleOf.get(day.day)?.clockIn ?? null,
    clockOut: scheduleOf.get(day.day)?.clockOut ?? null,
    scheduled: scheduleOf.get(day.day)?.scheduled ?? 'notMember',
  }))
  return {
    asOf: now.toISOString(),
    member: { id: member.id, name: member.name, teamName: member.teamName, timeZone: member.timeZone },
    days,
    totals: sumOfFigures(daily, settings.performanceWeights),
    daily,
  }
}
