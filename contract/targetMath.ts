/**
 * The arithmetic of targets (issue 25, docs/decisions/0054), shared by the server and the screens so the
 * preview is what is saved and the figure shown is the one computed: a team's target split across its
 * members in whole minor units and whole cases, achievement, account rate and pace.
 */

/** A member offered a share of the team's target, with the cases they hold unfinished (their load). */
export interface SplitMember {
  personId: number
  load: number
}

export type SplitBy = 'even' | 'load'

/**
 * A whole quantity dealt in proportion to weights, by the largest remainder: every share is a whole
 * number, they add up to the total exactly, and no share is off its exact proportion by one or more.
 * Ties for the left-over units go to the earlier member (the caller orders them, by id). Weights all 0
 * deal evenly.
 */
export function dealInProportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new Error('a total to split is a whole number ≥ 0')
  if (weights.length === 0) return []
  if (weights.some((weight) => !Number.isFinite(weight) || weight < 0))
    throw new Error('weights are numbers ≥ 0')
  const even = weights.every((weight) => weight === 0)
  const used = even ? weights.map(() => 1) : weights
  const sum = used.reduce((a, b) => a + b, 0)
  // Exact in integers for weights that are counts: floor(total × w ÷ sum) through BigInt, no float error.
  const exact = used.map((weight) => {
    const numerator = BigInt(total) * BigInt(Math.round(weight))
    const share = numerator / BigInt(Math.round(sum))
    return { share: Number(share), remainder: numerator - share * BigInt(Math.round(sum)) }
  })
  let left = total - exact.reduce((a, b) => a + b.share, 0)
  const order = exact
    .map((each, index) => ({ index, remainder: each.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  const shares = exact.map((each) => each.share)
  for (const { index } of order) {
    if (left === 0) break
    shares[index] = (shares[index] as number) + 1
    left -= 1
  }
  return shares
}

export interface MemberShare {
  personId: number
  amount: number
  cases: number
}

/**
 * A team's target split across its members, evenly or by their case load, in the members' id order:
 * the shares add up to the team's amount and cases exactly.
 */
export function splitTarget(
  team: { amount: number; cases: number },
  members: readonly SplitMember[],
  by: SplitBy,
): MemberShare[] {
  const ordered = [...members].sort((a, b) => a.personId - b.personId)
  const weights = ordered.map((member) => (by === 'even' ? 1 : Math.max(0, member.load)))
  const amounts = dealInProportion(team.amount, weights)
  const cases = dealInProportion(team.cases, weights)
  return ordered.map((member, index) => ({
    personId: member.personId,
    amount: amounts[index] as number,
    cases: cases[index] as number,
  }))
}

/** How far the members' targets are from the team's: positive when they add up to more. */
export function splitDifference(
  team: { amount: number; cases: number },
  shares: readonly { amount: number; cases: number }[],
): { amount: number; cases: number } {
  return {
    amount: shares.reduce((a, b) => a + b.amount, 0) - team.amount,
    cases: shares.reduce((a, b) => a + b.cases, 0) - team.cases,
  }
}

/** Reached ÷ target (0.5 is 50%); null without a target to divide by. */
export const achievementOf = (reached: number, target: number): number | null =>
  target > 0 ? reached / target : null

/**
 * The account rate: cases finished in the period ÷ the cases held in it, that is those finished plus
 * those allocated in the period and still unfinished; null when none were held.
 */
export const accountRateOf = (finished: number, unfinishedAllocated: number): number | null =>
  finished + unfinishedAllocated > 0 ? finished / (finished + unfinishedAllocated) : null

export type PaceStatus = 'ahead' | 'onPace' | 'behind'

export interface Pace {
  /** Where the person (or team) should be today recovering evenly over the period's working days. */
  expected: number
  /** Reached minus expected: how far ahead (positive) or behind (negative). */
  gap: number
  status: PaceStatus
  /** The period's working days gone, today included, and all of them. */
  workDaysGone: number
  workDays: number
}

/**
 * Pace against an even recovery over the working days: after k of n working days one should have
 * reached k ÷ n of the target. Ahead or behind by at least 1% of the target (and one unit), on pace
 * within it. A period without working days expects the whole target at its end.
 */
export function paceOf(reached: number, target: number, workDaysGone: number, workDays: number): Pace {
  const share = workDays > 0 ? Math.min(1, Math.max(0, workDaysGone / workDays)) : 1
  const expected = Math.round(target * share)
  const gap = reached - expected
  const tolerance = Math.max(1, Math.round(target / 100))
  const status: PaceStatus = gap >= tolerance ? 'ahead' : gap <= -tolerance ? 'behind' : 'onPace'
  return { expected, gap, status, workDaysGone: Math.min(workDaysGone, workDays), workDays }
}
