import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Language } from '../../../contract/bilingual.ts'
import type { MonthScheduleAnswer, saveWorkSchedule, workSchedule } from '../../../contract/staffs.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { scheduleDays } from '../../database/schema/staffs.ts'
import { teams } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { memberToday } from '../localDays.ts'
import type { SignedInUser } from '../sessions.ts'
import { listTeams } from '../system.ts'
import { scheduleDayOf, teamDayOf } from './memberDays.ts'
import { datesOfMonth, monthSchedule } from './monthSchedule.ts'
import { assertTeamInScope, seesEveryTeam } from './staffScope.ts'
import { teamCalendars } from './teamCalendars.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/** The team, when the user keeps its schedule: a team leader their own, someone over the teams any. */
async function scheduledTeam(db: Database | Transaction, user: SignedInUser, teamId: number) {
  assertTeamInScope(user, teamId)
  const [team] = await db
    .select({ id: teams.id, name: teams.name, dutyDays: teams.dutyDays })
    .from(teams)
    .where(eq(teams.id, teamId))
  if (!team) throw new AppError('staffs.teamNotFound')
  return team
}

/** The teams whose schedules the user keeps (work schedules, menu 76). */
export async function listScheduledTeams(db: Database, user: SignedInUser, language: Language) {
  const all = await listTeams(db, language)
  return seesEveryTeam(user) ? all : all.filter((team) => team.id === user.teamId)
}

/** A team's month (spec section 3, Schedule): its members by days, on each member's own calendar. */
export async function readWorkSchedule(
  db: Database,
  user: SignedInUser,
  input: Input<typeof workSchedule>,
): Promise<MonthScheduleAnswer> {
  const team = await scheduledTeam(db, user, input.teamId)
  const dates = datesOfMonth(input.month)
  const members = await teamCalendars(db, team.id, dates[0]!, dates.at(-1)!)
  const now = new Date()
  const schedule = monthSchedule(input.month, team, members, now)
  return {
    team,
    month: schedule.month,
    dates: schedule.dates,
    today: memberToday(now, user.timeZone),
    rows: schedule.rows.map((row, index) => ({
      ...row,
      name: members[index]!.name,
      roleName: members[index]!.roleName,
    })),
  }
}

/**
 * Sets members' days on the team's schedule. Every change is checked before anything is written, so
 * a refused change leaves the schedule as it was: the member must be in the team on that day, and the
 * day must not have passed on their own clock. A day set back to what the team's duty days and the
 * approved leave make it is no longer a set day.
 */
export async function saveTeamSchedule(
  db: Database,
  user: SignedInUser,
  input: Input<typeof saveWorkSchedule>,
) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.saveWorkSchedule', input },
    async (tx) => {
      const team = await scheduledTeam(tx, user, input.teamId)
      const days = input.changes.map((change) => change.date).sort()
      const members = await teamCalendars(tx, team.id, days[0]!, days.at(-1)!)
      const now = new Date()
      const writes = []
      for (const change of input.changes) {
        const member = members.find((candidate) => candidate.id === change.memberId)
        if (!member) {
          const [who] = await tx
            .select({ name: users.displayName })
            .from(users)
            .where(eq(users.id, change.memberId))
          if (!who) throw new AppError('staffs.memberNotFound')
          throw new AppError('staffs.memberNotInTeam', { params: { member: who.name, team: team.name } })
        }
        const params = { member: member.name, day: change.date }
        if (scheduleDayOf(member, team.dutyDays, change.date) === 'notMember')
          throw new AppError('staffs.dayOutsideMembership', { params })
        if (change.date < memberToday(now, member.timeZone))
          throw new AppError('staffs.dayPassed', { params })
        writes.push({
          ...change,
          asTheTeamMakesIt: teamDayOf(member, team.dutyDays, change.date) === change.day,
        })
      }
      // Rows in one order, whatever the order of the changes: two saves of the same days then wait
      // for each other instead of each holding a row the other needs (a deadlock, once a 500).
      writes.sort((a, b) => a.memberId - b.memberId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      for (const write of writes) {
        const key = and(eq(scheduleDays.memberId, write.memberId), eq(scheduleDays.day, write.date))
        if (write.asTheTeamMakesIt) await tx.delete(scheduleDays).where(key)
        else
          await tx
            .insert(scheduleDays)
            .values({ memberId: write.memberId, day: write.date, kind: write.day, setBy: user.userId })
            .onConflictDoUpdate({
              target: [scheduleDays.memberId, scheduleDays.day],
              set: { kind: write.day, setBy: user.userId, setAt: sql`now()` },
            })
      }
      return { changed: writes.length }
    },
  )
}
