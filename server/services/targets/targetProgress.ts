import { eq, inArray } from 'drizzle-orm'
import { accountRateOf, achievementOf, type Pace, paceOf } from '../../../contract/targetMath.ts'
import type { Database } from '../../database/connect.ts'
import { inIdList } from '../../database/idList.ts'
import { users } from '../../database/schema/accounts.ts'
import { teams, teamTypes } from '../../database/schema/system.ts'
import {
  datesOf,
  type FigureDays,
  keptCountTotals,
  keptMoneyTotals,
  keptSalesTotals,
} from '../dashboards/index.ts'
import { isoWeekdayOf, memberToday } from '../localDays.ts'
import { scheduleDayOf, withDays } from '../staffs/index.ts'

/**
 * How far each target has got (docs/decisions/0054), read from the kept figures of its period's days
 * (schema/dashboards.ts), never from the cases: a collection team's and its members' money repaid and
 * cases finished, a sales team's money applied for and orders entered in the app. A team's figures are
 * its members' now, as the dashboards add them up.
 */

/** What a target is, as its progress needs it. */
export interface TargetFacts {
  id: number
  kind: 'team' | 'person'
  /** The team's id, or the person's. */
  subjectId: number
  /** The team's, or the person's team's, type: what counts toward the target. */
  teamType: TeamKind
  periodStart: string
  periodEnd: string
  currency: string
  amount: number
  cases: number
}

export type TeamKind = 'collection' | 'sales'

export interface TargetProgress {
  /** Money reached in the target's currency (minor units): repaid, or applied for by a sales team. */
  reachedAmount: number
  /** Cases finished, or orders entered in the app. */
  reachedCases: number
  achievement: number | null
  caseAchievement: number | null
  /** Finished ÷ held (sales: entered ÷ orders held), null when none were held. */
  accountRate: number | null
  pace: Pace
}

/** The sales team type's code in team_types; every other type collects. */
export const salesTeamType = 'sales'

interface Reached {
  amount: number
  cases: number
  held: number
}

const periodKey = (facts: Pick<TargetFacts, 'periodStart' | 'periodEnd'>) =>
  `${facts.periodStart}/${facts.periodEnd}`

const reachedKey = (kind: 'team' | 'person', id: number | null, currency: string) =>
  `${kind}:${id}:${currency}`

/** Every target's progress at `now`, keyed by target id, in a few reads per period whatever their number. */
export async function targetProgress(
  db: Database,
  facts: readonly TargetFacts[],
  now: Date,
  /** The clock a team's "today" is read on (the caller's). */
  timeZone: string,
): Promise<Map<number, TargetProgress>> {
  const byPeriod = new Map<string, TargetFacts[]>()
  for (const each of facts) byPeriod.set(periodKey(each), [...(byPeriod.get(periodKey(each)) ?? []), each])
  const progress = new Map<number, TargetProgress>()
  for (const group of byPeriod.values()) {
    const days: FigureDays = { from: group[0]!.periodStart, to: group[0]!.periodEnd }
    const [reached, workDays] = await Promise.all([
      reachedIn(db, group, days),
      workDaysOf(db, group, days, now, timeZone),
    ])
    for (const target of group) {
      const got = reached.get(reachedKey(target.kind, target.subjectId, target.currency)) ?? {
        amount: 0,
        cases: 0,
        held: 0,
      }
      const work = workDays.get(`${target.kind}:${target.subjectId}`) ?? { gone: 0, all: 0 }
      progress.set(target.id, {
        reachedAmount: got.amount,
        reachedCases: got.cases,
        achievement: achievementOf(got.amount, target.amount),
        caseAchievement: achievementOf(got.cases, target.cases),
        accountRate:
          target.teamType === 'sales'
            ? achievementOf(got.cases, got.held)
            : accountRateOf(got.cases, got.held),
        pace: paceOf(got.amount, target.amount, work.gone, work.all),
      })
    }
  }
  return progress
}

/** The kept figures of the people and teams these targets name, over the period's days. */
async function reachedIn(db: Database, group: readonly TargetFacts[], days: FigureDays) {
  const reached = new Map<string, Reached>()
  const add = (key: string, part: Partial<Reached>) => {
    const now = reached.get(key) ?? { amount: 0, cases: 0, held: 0 }
    reached.set(key, {
      amount: now.amount + (part.amount ?? 0),
      cases: now.cases + (part.cases ?? 0),
      held: now.held + (part.held ?? 0),
    })
  }
  const currencies = [...new Set(group.map((target) => target.currency))]
  for (const kind of ['person', 'team'] as const) {
    const ofKind = group.filter((target) => target.kind === kind)
    if (ofKind.length === 0) continue
    const collecting = ofKind
      .filter((target) => target.teamType !== 'sales')
      .map((target) => target.subjectId)
    const selling = ofKind.filter((target) => target.teamType === 'sales').map((target) => target.subjectId)
    const among = (ids: number[]) => inIdList(kind === 'person' ? users.id : users.teamId, ids)
    if (collecting.length > 0) {
      const [counts, money] = await Promise.all([
        keptCountTotals(db, kind, days, among(collecting)),
        keptMoneyTotals(db, kind, days, among(collecting)),
      ])
      for (const row of money) add(reachedKey(kind, row.group, row.currency), { amount: row.repaidAmount })
      // Cases are counted in no currency: each of the person's or team's targets reaches them all.
      for (const row of counts)
        for (const currency of currencies)
          add(reachedKey(kind, row.group, currency), {
            cases: row.finishedCases,
            held: row.unfinishedAllocated,
          })
    }
    if (selling.length > 0) {
      const people =
        kind === 'person'
          ? selling
          : (await db.select({ id: users.id }).from(users).where(inIdList(users.teamId, selling))).map(
              (row) => row.id,
            )
      for (const row of await keptSalesTotals(db, kind, days, people))
        add(reachedKey(kind, row.group, row.currency), {
          amount: row.appliedAmount,
          cases: row.enteredApp,
          held: row.saleOrders,
        })
    }
  }
  return reached
}

/**
 * The working days of each target's period, all and gone by today: a member's by their schedule
 * (duty days, approved leave, days their leader set) on their own clock, a team's by its duty days on
 * the caller's clock.
 */
async function workDaysOf(
  db: Database,
  group: readonly TargetFacts[],
  days: FigureDays,
  now: Date,
  timeZone: string,
) {
  const work = new Map<string, { gone: number; all: number }>()
  const dates = datesOf(days)
  const teamIds = [...new Set(group.filter((t) => t.kind === 'team').map((t) => t.subjectId))]
  const personIds = [...new Set(group.filter((t) => t.kind === 'person').map((t) => t.subjectId))]
  if (teamIds.length > 0) {
    const today = memberToday(now, timeZone)
    const rows = await db
      .select({ id: teams.id, dutyDays: teams.dutyDays })
      .from(teams)
      .where(inArray(teams.id, teamIds))
    for (const team of rows) {
      const duty = dates.filter((date) => team.dutyDays.includes(isoWeekdayOf(date)))
      work.set(`team:${team.id}`, { all: duty.length, gone: duty.filter((date) => date <= today).length })
    }
  }
  if (personIds.length > 0) {
    const members = await db
      .select({
        id: users.id,
        timeZone: users.timeZone,
        entryDate: users.entryDate,
        leftDate: users.leftDate,
        dutyDays: teams.dutyDays,
      })
      .from(users)
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(inIdList(users.id, personIds))
    for (const member of await withDays(db, members, days.from, days.to)) {
      const today = memberToday(now, member.timeZone)
      const duty = dates.filter((date) => scheduleDayOf(member, member.dutyDays ?? [], date) === 'work')
      work.set(`person:${member.id}`, { all: duty.length, gone: duty.filter((date) => date <= today).length })
    }
  }
  return work
}

/** The type of each team, as its targets count: sales teams' orders, every other team's collection. */
export async function teamKinds(db: Database, teamIds: readonly number[]): Promise<Map<number, TeamKind>> {
  if (teamIds.length === 0) return new Map()
  const rows = await db
    .select({ id: teams.id, code: teamTypes.code })
    .from(teams)
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .where(inArray(teams.id, [...teamIds]))
  return new Map(rows.map((row) => [row.id, row.code === salesTeamType ? 'sales' : 'collection']))
}
