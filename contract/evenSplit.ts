/**
 * The even split of a case allocation made to a team without naming members (spec section 5): the
 * cases are dealt out among the team's members on duty that day, so no member gets two more than
 * another. The server allocates with it and the screen's preview shows the same figures before the
 * allocator confirms, so what is previewed is what is done.
 */

/** A member of the team, as the allocation sees them on its day. */
export interface TeamMemberToday {
  id: number
  /** On duty that day: a duty day of the team, not on approved leave, still valid. */
  onDuty: boolean
  /** Open cases the member holds already; those holding fewer take the cases left over first. */
  holding: number
}

export interface EvenShare<Case> {
  memberId: number
  cases: Case[]
}

export type EvenSplit<Case> =
  | {
      split: true
      /** One share per member on duty, in dealing order: the ones taking one more come first. */
      shares: EvenShare<Case>[]
      /** How many cases every member on duty gets at least. */
      each: number
      /** How many members get one case more than `each` (the cases left over). */
      extra: number
      /** The team's members left out for not being on duty, by id. */
      offDuty: number[]
    }
  | { split: false; reason: 'noCases' | 'noMemberOnDuty' }

/**
 * Deals the cases, in the order given, to the members on duty: the first case to the first member,
 * the second to the second, and round again, so each member's share mixes the whole selection (a
 * selection sorted by amount or overdue days is not cut into a "heavy" block for one member). Members
 * are dealt to by fewest cases held, then by id, so the split depends only on who they are, never on
 * the order they were listed in.
 */
export function evenSplit<Case>(
  cases: readonly Case[],
  team: readonly TeamMemberToday[],
  holderOf: (item: Case) => number | null = () => null,
): EvenSplit<Case> {
  const ids = new Set(team.map((member) => member.id))
  if (ids.size !== team.length) throw new Error('a member is listed twice in the team')
  if (cases.length === 0) return { split: false, reason: 'noCases' }
  const onDuty = team.filter((member) => member.onDuty).sort((a, b) => a.holding - b.holding || a.id - b.id)
  if (onDuty.length === 0) return { split: false, reason: 'noMemberOnDuty' }
  // Dealt by position in the selection: the first to the first member, and round again.
  const dealt = onDuty.map((_, share) =>
    Array.from(
      { length: Math.ceil((cases.length - share) / onDuty.length) },
      (_, round) => share + round * onDuty.length,
    ),
  )
  keepFromHolders(dealt, onDuty, (position) => holderOf(cases[position] as Case))
  const shares = onDuty.map(
    (member, share): EvenShare<Case> => ({
      memberId: member.id,
      // Each share keeps the selection's order.
      cases: (dealt[share] ?? []).sort((a, b) => a - b).map((position) => cases[position] as Case),
    }),
  )
  return {
    split: true,
    shares,
    each: Math.floor(cases.length / onDuty.length),
    extra: cases.length % onDuty.length,
    offDuty: team
      .filter((member) => !member.onDuty)
      .map((member) => member.id)
      .sort((a, b) => a - b),
  }
}

/**
 * A case dealt back to the member who holds it would move nowhere: it changes places with a case of
 * another share that neither member holds, so every share keeps its size. Where no such case is left
 * (all the others are the holder's own), the holder keeps it.
 */
function keepFromHolders(
  dealt: number[][],
  members: readonly { id: number }[],
  holderAt: (position: number) => number | null,
): void {
  const stuck = new Set<number>()
  dealt.forEach((own, share) => {
    const memberId = members[share]?.id
    for (let i = 0; i < own.length; i++) {
      const position = own[i] as number
      if (memberId === undefined || holderAt(position) !== memberId || stuck.has(memberId)) continue
      const other = swapPartner(dealt, share, memberId, holderAt)
      if (!other) {
        stuck.add(memberId)
        continue
      }
      const [otherShare, j] = other
      own[i] = dealt[otherShare]![j]!
      dealt[otherShare]![j] = position
    }
  })
}

/** A case of another share that the holder does not hold and that may go to the holder's share. */
function swapPartner(
  dealt: number[][],
  share: number,
  memberId: number,
  holderAt: (position: number) => number | null,
): [number, number] | null {
  for (let step = 1; step < dealt.length; step++) {
    const otherShare = (share + step) % dealt.length
    const theirs = dealt[otherShare] ?? []
    // Theirs comes to this member, so it must not be this member's own; this one goes to them, who do
    // not hold it (and theirs may have been their own: the change mends both).
    for (let j = 0; j < theirs.length; j++)
      if (holderAt(theirs[j] as number) !== memberId) return [otherShare, j]
  }
  return null
}
