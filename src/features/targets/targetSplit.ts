import { minorUnitsOfTyped, typedOfMinorUnits } from '../../../contract/money.ts'
import { splitDifference } from '../../../contract/targetMath.ts'
import type { MemberShareInput, SplitMemberRow, TargetRow } from '../../../contract/targets.ts'

/** A member's line of a team's split as typed: their load and current target, and their share being typed. */
export interface SplitLine {
  personId: number
  personName: string
  /** Unfinished cases they hold now; unknown for a split read back from the saved targets. */
  load: number | null
  current: { amount: number; cases: number } | null
  amount: string
  cases: string
}

/** The server's preview as lines to adjust, its amounts typed in the currency. */
export const linesOfPreview = (members: readonly SplitMemberRow[], currency: string): SplitLine[] =>
  members.map((member) => ({
    personId: member.personId,
    personName: member.personName,
    load: member.load,
    current: member.current,
    amount: typedOfMinorUnits(member.amount, currency),
    cases: String(member.cases),
  }))

/** A team's saved split (its members' targets) as lines to adjust. */
export const linesOfMembers = (members: readonly TargetRow[]): SplitLine[] =>
  members
    .filter((member) => member.personId !== null)
    .map((member) => ({
      personId: member.personId as number,
      personName: member.personName ?? '',
      load: null,
      current: { amount: member.amount, cases: member.cases },
      amount: typedOfMinorUnits(member.amount, member.currency),
      cases: String(member.cases),
    }))

/** The lines kept in the form's draft as text (the split is part of what is typed). */
export const linesOfDraft = (text: string): SplitLine[] => JSON.parse(text) as SplitLine[]

const typedCases = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed))

/** The lines as the save sends them: amounts in minor units (NaN where what is typed is no amount; the contract names it). */
export const sharesOf = (lines: readonly SplitLine[], currency: string): MemberShareInput[] =>
  lines.map((line) => ({
    personId: line.personId,
    amount: minorUnitsOfTyped(line.amount, currency) ?? Number.NaN,
    cases: typedCases(line.cases),
  }))

/** How far the lines are from the team's target; null while a figure is not a number yet. */
export function differenceOf(
  team: { amount: number | undefined; cases: number | undefined },
  lines: readonly SplitLine[],
  currency: string,
): { amount: number; cases: number } | null {
  const shares = sharesOf(lines, currency)
  const numbers = [team.amount, team.cases, ...shares.flatMap((share) => [share.amount, share.cases])]
  if (numbers.some((value) => value === undefined || !Number.isFinite(value))) return null
  return splitDifference({ amount: team.amount as number, cases: team.cases as number }, shares)
}
