import type { RuleDefinition } from '../../../contract/automaticRules.ts'
import { minorUnitsOfTyped, typedOfMinorUnits } from '../../../contract/money.ts'
import type { RuleSaid } from './ruleSentence.ts'

/** A rule as its form holds it: texts; the days and the members chosen as comma-separated ids. */
export interface RuleDraft {
  name: string
  time: string
  timeZone: string
  days: string
  appId: string
  overdueMin: string
  overdueMax: string
  amountMin: string
  amountMax: string
  status: string
  teamTypeId: string
  inTeamId: string
  holder: string
  heldDaysOver: string
  action: string
  toTeamId: string
  way: string
  memberIds: string
  cap: string
}

/** A new rule: weekdays at seven in the morning on the user's clock, allocating by even split, at most 1,000 cases. */
export const newRuleDraft = (timeZone: string): RuleDraft => ({
  name: '',
  time: '07:00',
  timeZone,
  days: '1,2,3,4,5',
  appId: '',
  overdueMin: '',
  overdueMax: '',
  amountMin: '',
  amountMax: '',
  status: '',
  teamTypeId: '',
  inTeamId: '',
  holder: 'anyone',
  heldDaysOver: '',
  action: 'allocate',
  toTeamId: '',
  way: 'evenSplit',
  memberIds: '',
  cap: '1000',
})

export const idsOf = (text: string): number[] => (text === '' ? [] : text.split(',').map(Number))

const textOf = (value: number | undefined) => (value === undefined ? '' : String(value))

/** A saved rule's definition as its form shows it; amounts typed back in its app's currency. */
export function draftOf(rule: RuleDefinition, currency: string): RuleDraft {
  const money = (minorUnits: number | undefined) =>
    minorUnits === undefined ? '' : typedOfMinorUnits(minorUnits, currency)
  return {
    name: rule.name,
    time: rule.time,
    timeZone: rule.timeZone,
    days: rule.days.join(','),
    appId: textOf(rule.appId),
    overdueMin: textOf(rule.overdueMin),
    overdueMax: textOf(rule.overdueMax),
    amountMin: money(rule.amountMin),
    amountMax: money(rule.amountMax),
    status: rule.status ?? '',
    teamTypeId: textOf(rule.teamTypeId),
    inTeamId: textOf(rule.inTeamId),
    holder: rule.holder,
    heldDaysOver: textOf(rule.heldDaysOver),
    action: rule.action,
    toTeamId: textOf(rule.toTeamId),
    way: rule.way,
    memberIds: rule.memberIds.join(','),
    cap: String(rule.cap),
  }
}

/** A figure as typed: none when empty, NaN when it is no number (the schema names the field). */
const figure = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()))
const chosen = (text: string) => (text === '' ? undefined : Number(text))
const present = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>

/**
 * The draft as the calls take it (a save, a dry run): empty choices left out, amounts in the app's
 * minor units, and only what the action uses (a retrieval names no team, an even split no members).
 */
export function definitionOf(draft: RuleDraft, currency: string) {
  const allocating = draft.action === 'allocate'
  return {
    name: draft.name,
    time: draft.time,
    timeZone: draft.timeZone,
    days: idsOf(draft.days),
    ...present({
      appId: chosen(draft.appId),
      overdueMin: figure(draft.overdueMin),
      overdueMax: figure(draft.overdueMax),
      amountMin: minorUnitsOfTyped(draft.amountMin, currency),
      amountMax: minorUnitsOfTyped(draft.amountMax, currency),
      status: draft.status || undefined,
      teamTypeId: chosen(draft.teamTypeId),
      inTeamId: chosen(draft.inTeamId),
      heldDaysOver: figure(draft.heldDaysOver),
      toTeamId: allocating ? chosen(draft.toTeamId) : undefined,
      cap: figure(draft.cap),
    }),
    holder: draft.holder,
    action: draft.action,
    way: allocating ? draft.way : 'evenSplit',
    memberIds: allocating && draft.way === 'manual' ? idsOf(draft.memberIds) : [],
  }
}

/** The draft as its sentence reads it, as far as it is typed. */
export const saidOf = (draft: RuleDraft, currency: string) => definitionOf(draft, currency) as RuleSaid
