import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type EvenSplit, evenSplit, type TeamMemberToday } from '../../contract/evenSplit.ts'

const caseIds = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 400 })
const member = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  onDuty: fc.boolean(),
  holding: fc.nat(40),
})
const team = fc.uniqueArray(member, { selector: (m) => m.id, minLength: 1, maxLength: 30 })
/** A team with at least one member on duty. */
const staffedTeam = team.filter((members) => members.some((m) => m.onDuty))
const runs = { numRuns: 300 }

function shares<Case>(result: EvenSplit<Case>) {
  if (!result.split) throw new Error(`no split: ${result.reason}`)
  return result
}

describe('the even split of an allocation, over random selections and teams', () => {
  it('every selected case goes to exactly one member: totals are preserved', () => {
    fc.assert(
      fc.property(caseIds, staffedTeam, (cases, members) => {
        const dealt = shares(evenSplit(cases, members)).shares.flatMap((share) => share.cases)
        expect(dealt).toHaveLength(cases.length)
        expect([...dealt].sort((a, b) => a - b)).toEqual([...cases].sort((a, b) => a - b))
      }),
      runs,
    )
  })

  it('no member gets two more than another', () => {
    fc.assert(
      fc.property(caseIds, staffedTeam, (cases, members) => {
        const counts = shares(evenSplit(cases, members)).shares.map((share) => share.cases.length)
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
      }),
      runs,
    )
  })

  it('only members on duty get cases, each of them a share; the others are named as left out', () => {
    fc.assert(
      fc.property(caseIds, staffedTeam, (cases, members) => {
        const result = shares(evenSplit(cases, members))
        const onDuty = members.filter((m) => m.onDuty).map((m) => m.id)
        const offDuty = members.filter((m) => !m.onDuty).map((m) => m.id)
        expect(result.shares.map((share) => share.memberId).sort((a, b) => a - b)).toEqual(
          onDuty.sort((a, b) => a - b),
        )
        expect(result.offDuty).toEqual(offDuty.sort((a, b) => a - b))
      }),
      runs,
    )
  })

  it('the same selection and team split the same way, whatever order the members are listed in', () => {
    fc.assert(
      fc.property(caseIds, staffedTeam, fc.array(fc.nat()), (cases, members, keys) => {
        const reordered = members
          .map((m, i) => ({ m, key: keys[i] ?? i }))
          .sort((a, b) => a.key - b.key)
          .map(({ m }) => m)
        expect(evenSplit(cases, reordered)).toEqual(evenSplit(cases, members))
        expect(evenSplit([...cases], [...members])).toEqual(evenSplit(cases, members))
      }),
      runs,
    )
  })

  it('the preview explains the split: each member gets `each`, `extra` of them one more', () => {
    fc.assert(
      fc.property(caseIds, staffedTeam, (cases, members) => {
        const result = shares(evenSplit(cases, members))
        const onDuty = members.filter((m) => m.onDuty).length
        expect(result.each * onDuty + result.extra).toBe(cases.length)
        expect(result.extra).toBeLessThan(onDuty)
        const counts = result.shares.map((share) => share.cases.length)
        expect(counts.filter((count) => count === result.each + 1)).toHaveLength(result.extra)
        expect(counts.filter((count) => count === result.each)).toHaveLength(onDuty - result.extra)
      }),
      runs,
    )
  })

  it('the cases left over go to the members holding fewest, and each share keeps the selection order', () => {
    fc.assert(
      fc.property(caseIds, staffedTeam, (cases, members) => {
        const result = shares(evenSplit(cases, members))
        const holding = new Map(members.map((m) => [m.id, m.holding]))
        const more = result.shares.filter((share) => share.cases.length > result.each)
        const fewer = result.shares.filter((share) => share.cases.length === result.each)
        for (const a of more)
          for (const b of fewer)
            expect(holding.get(a.memberId)).toBeLessThanOrEqual(holding.get(b.memberId) ?? 0)
        const position = new Map(cases.map((id, index) => [id, index]))
        for (const share of result.shares) {
          const places = share.cases.map((id) => position.get(id) ?? -1)
          expect(places).toEqual([...places].sort((a, b) => a - b))
        }
      }),
      runs,
    )
  })

  it('a case held by a member of the team goes to them only when every case dealt to the others is theirs too', () => {
    fc.assert(
      fc.property(caseIds, staffedTeam, fc.array(fc.nat(), { maxLength: 400 }), (cases, members, picks) => {
        // Some cases held by members of the team (on duty or not), the others by no one of it.
        const holder = new Map(
          cases.map((id, i) => {
            const pick = picks[i]
            return [
              id,
              pick === undefined || pick % 3 === 0 ? null : (members[pick % members.length]?.id ?? null),
            ]
          }),
        )
        const holderOf = (id: number) => holder.get(id) ?? null
        const result = shares(evenSplit(cases, members, holderOf))
        const plain = shares(evenSplit(cases, members))
        // The sizes, the totals and each share's order are those of the plain deal.
        expect(result.shares.map((share) => share.cases.length)).toEqual(
          plain.shares.map((share) => share.cases.length),
        )
        expect(result.shares.flatMap((share) => share.cases).sort((a, b) => a - b)).toEqual(
          [...cases].sort((a, b) => a - b),
        )
        const back = (split: typeof result) =>
          split.shares.flatMap((share) => share.cases.filter((id) => holderOf(id) === share.memberId))
        expect(back(result).length).toBeLessThanOrEqual(back(plain).length)
        for (const share of result.shares) {
          if (!share.cases.some((id) => holderOf(id) === share.memberId)) continue
          const others = result.shares.filter((other) => other !== share).flatMap((other) => other.cases)
          expect(others.every((id) => holderOf(id) === share.memberId)).toBe(true)
        }
      }),
      runs,
    )
  })

  it('with no member on duty, or nothing selected, nothing is split', () => {
    fc.assert(
      fc.property(caseIds, team, (cases, members) => {
        const nobody = members.map((m): TeamMemberToday => ({ ...m, onDuty: false }))
        expect(evenSplit(cases, nobody)).toEqual({ split: false, reason: 'noMemberOnDuty' })
        expect(evenSplit([], members)).toEqual({ split: false, reason: 'noCases' })
      }),
      runs,
    )
  })
})

describe('the even split, by example', () => {
  it("a team's own cases dealt again among its three members: none goes back to the member holding it", () => {
    // Cases 1–9, three held by each member: the plain deal would give each member one of their own.
    const holderOf = (id: number) => [21, 22, 23][(id - 1) % 3] ?? null
    const members = [21, 22, 23].map((id) => ({ id, onDuty: true, holding: 3 }))
    const result = shares(evenSplit([1, 2, 3, 4, 5, 6, 7, 8, 9], members, holderOf))
    expect(result.shares.map((share) => share.cases.length)).toEqual([3, 3, 3])
    for (const share of result.shares)
      expect(share.cases.filter((id) => holderOf(id) === share.memberId)).toEqual([])
  })

  it('50 cases to a team of four with one on leave: 17, 17 and 16, the lightest-loaded first', () => {
    const cases = Array.from({ length: 50 }, (_, i) => i + 1)
    const result = shares(
      evenSplit(cases, [
        { id: 11, onDuty: true, holding: 30 },
        { id: 12, onDuty: false, holding: 0 },
        { id: 13, onDuty: true, holding: 10 },
        { id: 14, onDuty: true, holding: 10 },
      ]),
    )
    expect(result.shares.map((share) => [share.memberId, share.cases.length])).toEqual([
      [13, 17],
      [14, 17],
      [11, 16],
    ])
    expect(result).toMatchObject({ each: 16, extra: 2, offDuty: [12] })
    expect(result.shares[0]?.cases.slice(0, 3)).toEqual([1, 4, 7])
  })

  it('fewer cases than members: some members get none, and the split still says who', () => {
    const result = shares(
      evenSplit(
        ['C1', 'C2'],
        [1, 2, 3].map((id) => ({ id, onDuty: true, holding: 0 })),
      ),
    )
    expect(result.shares).toEqual([
      { memberId: 1, cases: ['C1'] },
      { memberId: 2, cases: ['C2'] },
      { memberId: 3, cases: [] },
    ])
  })
})
