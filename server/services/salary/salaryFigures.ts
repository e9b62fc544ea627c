import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { isInReach, reachOf } from '../../../contract/policy.ts'
import type { SalaryList, SalaryPeriod, SalaryRow, SalaryTotal } from '../../../contract/salary.ts'
import type { SalarySettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { salaryAdjustments } from '../../database/schema/salary.ts'
import { teams, teamTypes } from '../../database/schema/system.ts'
import {
  keptCountTotals,
  keptMoneyTotals,
  salaryPeriodHolding,
  salaryPeriodsAround,
} from '../dashboards/index.ts'
import { memberToday } from '../localDays.ts'
import { reachCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'

/** The currency a member is paid in: their country's (SALARY_CURRENCIES), else the first one listed. */
export function payCurrencyOf(settings: SalarySettings, cc: string): string {
  return settings.currencyByCountry[cc.toUpperCase()] ?? Object.values(settings.currencyByCountry)[0] ?? 'MXN'
}

/** The salary period holding the caller's today and the eleven before it (a year of pay), newest first. */
export const periodsUpTo = (today: string, startDay: number): SalaryPeriod[] =>
  salaryPeriodsAround(today, startDay, { before: 11 })

/** collected × basis points / 10,000, rounded down to a minor unit, exact past 2^53. */
export function commissionOf(collected: number, basisPoints: number): number {
  return Number((BigInt(Math.trunc(collected)) * BigInt(basisPoints)) / 10_000n)
}

interface Member {
  id: number
  name: string
  username: string
  cc: string
  teamId: number
  teamName: string
  teamType: string
  active: boolean
  entryDate: string
  leftDate: string | null
}

/**
 * Each member's salary for one period, read from the figures the dashboards keep per person and day
 * (finished cases, money repaid on the cases they held, per currency) and the adjustments imported for
 * the period: one row per member and currency (their pay currency; another only if they collected or
 * were adjusted in it), totals per currency. Members of a team the caller reaches, on the team during
 * the period or with figures in it.
 */
export async function salaryOfPeriod(
  db: Database,
  settings: SalarySettings,
  startDay: number,
  user: SignedInUser,
  periodDay: string | undefined,
  now = new Date(),
): Promise<SalaryList> {
  const periods = periodsUpTo(memberToday(now, user.timeZone), startDay)
  const period = periodDay ? salaryPeriodHolding(periodDay, startDay) : periods[0]!
  const reach = reachCondition(reachOf(user), { owner: users.id, team: users.teamId })
  const among = and(sql`${users.teamId} is not null`, reach)
  const [counts, money, adjustments] = await Promise.all([
    keptCountTotals(db, 'person', period, among),
    keptMoneyTotals(db, 'person', period, among),
    db
      .select({
        memberId: salaryAdjustments.memberId,
        currency: salaryAdjustments.currency,
        amount: sql<number>`sum(${salaryAdjustments.amount})::bigint`.mapWith(Number),
      })
      .from(salaryAdjustments)
      .where(eq(salaryAdjustments.periodStart, period.from))
      .groupBy(salaryAdjustments.memberId, salaryAdjustments.currency),
  ])
  const withFigures = [
    ...new Set([...counts, ...money].map((row) => row.group!).concat(adjustments.map((a) => a.memberId))),
  ]
  const members: Member[] = await db
    .select({
      id: users.id,
      name: users.displayName,
      username: users.username,
      cc: users.cc,
      teamId: sql<number>`${users.teamId}`,
      teamName: teams.name,
      teamType: teamTypes.code,
      active: sql<boolean>`${users.status} = 'active'`,
      entryDate: sql<string>`${users.entryDate}::text`,
      leftDate: sql<string | null>`${users.leftDate}::text`,
    })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .where(
      and(
        among,
        or(
          and(
            eq(users.status, 'active'),
            sql`${users.entryDate} <= ${period.to}`,
            sql`(${users.leftDate} is null or ${users.leftDate} >= ${period.from})`,
          ),
          withFigures.length > 0 ? inArray(users.id, withFigures) : sql`false`,
        ),
      ),
    )
    .orderBy(teams.name, users.displayName, users.id)

  const finishedOf = new Map(counts.map((row) => [row.group!, row.finishedCases]))
  const collectedOf = new Map<string, number>()
  for (const row of money) collectedOf.set(`${row.group}:${row.currency}`, row.repaidAmount)
  const adjustedOf = new Map<string, number>()
  for (const row of adjustments) adjustedOf.set(`${row.memberId}:${row.currency}`, row.amount)
  const currenciesOf = new Map<number, Set<string>>()
  for (const key of [...collectedOf.keys(), ...adjustedOf.keys()]) {
    const [id, currency] = key.split(':') as [string, string]
    const set = currenciesOf.get(Number(id)) ?? new Set()
    set.add(currency)
    currenciesOf.set(Number(id), set)
  }

  const rows: SalaryRow[] = []
  for (const member of members) {
    const pay = payCurrencyOf(settings, member.cc)
    const currencies = [pay, ...[...(currenciesOf.get(member.id) ?? [])].filter((c) => c !== pay).sort()]
    for (const currency of currencies) {
      const paid = currency === pay
      const finishedCases = paid ? (finishedOf.get(member.id) ?? 0) : 0
      const collected = collectedOf.get(`${member.id}:${currency}`) ?? 0
      const base = paid ? (settings.basePay[`${currency}:${member.teamType}`] ?? 0) : 0
      const commission = commissionOf(collected, settings.commissionBasisPoints[member.teamType] ?? 0)
      const caseBonus = paid ? finishedCases * (settings.finishedCaseBonus[currency] ?? 0) : 0
      const adjusted = adjustedOf.get(`${member.id}:${currency}`) ?? 0
      rows.push({
        memberId: member.id,
        memberName: member.name,
        username: member.username,
        teamId: member.teamId,
        teamName: member.teamName,
        teamType: member.teamType,
        currency,
        finishedCases,
        collected,
        base,
        commission,
        caseBonus,
        adjustments: adjusted,
        net: base + commission + caseBonus + adjusted,
      })
    }
  }
  return { period, periods, rows, totals: totalsOf(rows) }
}

/** The rows added up per currency, never across. */
export function totalsOf(rows: readonly SalaryRow[]): SalaryTotal[] {
  const totals = new Map<string, SalaryTotal & { people: Set<number> }>()
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      members: 0,
      base: 0,
      commission: 0,
      caseBonus: 0,
      adjustments: 0,
      net: 0,
      people: new Set<number>(),
    }
    total.people.add(row.memberId)
    total.members = total.people.size
    total.base += row.base
    total.commission += row.commission
    total.caseBonus += row.caseBonus
    total.adjustments += row.adjustments
    total.net += row.net
    totals.set(row.currency, total)
  }
  return [...totals.values()]
    .map(({ people, ...total }) => total)
    .sort((a, b) => a.currency.localeCompare(b.currency))
}

/** Whether the caller reaches a member (the row's owner is the member, its team theirs). */
export const reachesMember = (user: SignedInUser, member: { id: number; teamId: number | null }) =>
  isInReach(reachOf(user), { ownerId: member.id, teamId: member.teamId })
