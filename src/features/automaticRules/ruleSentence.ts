import { plural, t } from '@lingui/core/macro'
import type { RuleDefinition } from '../../../contract/automaticRules.ts'
import { formatMoney, formatNumber } from '../../i18n/format.ts'
import { i18n } from '../../i18n/i18n.ts'
import { zoneName } from '../../i18n/zoneNames.ts'
import { weekdayNames } from '../../ui/weekdays.ts'

/** The names a rule's ids are read by: the system lists the app already reads. */
export interface RuleNames {
  apps: ReadonlyMap<number, { name: string; currency: string }>
  teams: ReadonlyMap<number, string>
  teamTypes: ReadonlyMap<number, string>
  members: ReadonlyMap<number, string>
}

/**
 * A rule as far as it is typed: the saved rule has every field its schema asks, a draft on its form
 * may lack any (or hold a figure that is not one yet), and is said as far as it goes.
 */
export type RuleSaid = Partial<RuleDefinition>

/** A whole number the sentence can say; a figure still being typed (NaN) is left out. */
const given = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value)

const headOf = (status: RuleSaid['status']): string => {
  switch (status) {
    case 'unpaid':
      return t`Unpaid cases`
    case 'paidOff':
      return t`Paid-off cases`
    case 'delayed':
      return t`Delayed cases`
    default:
      return t`Open cases`
  }
}

function overdue(said: string, from: number | undefined, to: number | undefined): string {
  if (given(from) && given(to) && from === to)
    return plural(from, { one: `${said}, # day overdue`, other: `${said}, # days overdue` })
  if (given(from) && given(to)) return t`${said}, ${from} to ${to} days overdue`
  if (given(from))
    return plural(from, { one: `${said}, # day or more overdue`, other: `${said}, # or more days overdue` })
  if (given(to))
    return plural(to, { one: `${said}, up to # day overdue`, other: `${said}, up to # days overdue` })
  return said
}

function amount(said: string, from: number | undefined, to: number | undefined, currency: string): string {
  const least = given(from) ? formatMoney(from, currency) : undefined
  const most = given(to) ? formatMoney(to, currency) : undefined
  if (least && most) return t`${said}, amount ${least} to ${most}`
  if (least) return t`${said}, amount ${least} or more`
  if (most) return t`${said}, amount up to ${most}`
  return said
}

function holder(said: string, rule: RuleSaid): string {
  const held =
    rule.holder === 'held'
      ? t`${said}, held by a member`
      : rule.holder === 'notHeld'
        ? t`${said}, not held by anyone`
        : rule.holder === 'heldByInvalid'
          ? t`${said}, held by a member who can no longer work them`
          : said
  const days = rule.heldDaysOver
  if (!given(days) || held === said) return held
  return plural(days, { one: `${held} for more than # day`, other: `${held} for more than # days` })
}

const appOf = (names: RuleNames, id: number) => names.apps.get(id)?.name ?? t`App no. ${id}`
export const teamOf = (names: RuleNames, id: number) => names.teams.get(id) ?? t`Team no. ${id}`
const typeOf = (names: RuleNames, id: number) => names.teamTypes.get(id) ?? t`Type no. ${id}`
const memberOf = (names: RuleNames, id: number) => names.members.get(id) ?? t`Member no. ${id}`

/** Which cases a rule takes, every condition in one sentence: "Unpaid cases of PrestaFácil, 1 to 7 days overdue, not held by anyone". */
export function whichCases(rule: RuleSaid, names: RuleNames): string {
  let said = headOf(rule.status)
  if (rule.appId !== undefined) {
    const app = appOf(names, rule.appId)
    said = t`${said} of ${app}`
  }
  said = overdue(said, rule.overdueMin, rule.overdueMax)
  const currency = rule.appId === undefined ? '' : (names.apps.get(rule.appId)?.currency ?? '')
  said = amount(said, rule.amountMin, rule.amountMax, currency)
  if (rule.teamTypeId !== undefined) {
    const type = typeOf(names, rule.teamTypeId)
    said = t`${said}, in ${type} teams`
  }
  if (rule.inTeamId !== undefined) {
    const team = teamOf(names, rule.inTeamId)
    said = t`${said}, in ${team}`
  }
  return holder(said, rule)
}

/** Days said short: every day, a run of three or more as its ends ("Mon–Fri"), the others one by one. */
function daysSaid(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  if (sorted.length === 7) return t`Every day`
  if (sorted.length === 0) return t`No day chosen`
  const name = (day: number) => (weekdayNames[day] ? i18n._(weekdayNames[day]) : String(day))
  const runs: number[][] = []
  for (const day of sorted) {
    const last = runs.at(-1)
    if (last && last.at(-1) === day - 1) last.push(day)
    else runs.push([day])
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${name(run[0]!)}–${name(run.at(-1)!)}`] : run.map((day) => name(day)),
    )
    .join(', ')
}

/** When a rule runs: "Mon–Fri at 07:00 (Mexico City time)". */
export function whenItRuns(rule: RuleSaid): string {
  const days = daysSaid(rule.days ?? [])
  const zone = rule.timeZone ? zoneName(rule.timeZone) : ''
  const time = rule.time
  const at = time ? t`${days} at ${time}` : days
  return zone ? t`${at} (${zone})` : at
}

/** What a run does with the cases: "Allocate to Mexico City S1 by even split, at most 2,000 cases". */
export function whatItDoes(rule: RuleSaid, names: RuleNames): string {
  const team = rule.toTeamId === undefined ? undefined : teamOf(names, rule.toTeamId)
  const chosen = (rule.memberIds ?? []).map((id) => memberOf(names, id))
  const members = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(chosen)
  const done =
    rule.action === 'retrieve'
      ? t`Retrieve them`
      : rule.action !== 'allocate'
        ? t`Nothing chosen to do yet`
        : team === undefined
          ? t`Allocate to a team not chosen yet`
          : rule.way === 'manual' && chosen.length > 0
            ? t`Allocate to ${members} of ${team}`
            : rule.way === 'manual'
              ? t`Allocate to members of ${team} not chosen yet`
              : t`Allocate to ${team} by even split`
  if (!given(rule.cap) || !rule.action) return done
  const cap = formatNumber(rule.cap)
  return t`${done}, at most ${cap} cases`
}
