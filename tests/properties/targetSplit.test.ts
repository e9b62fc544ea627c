import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  achievementOf,
  dealInProportion,
  paceOf,
  splitDifference,
  splitTarget,
} from '../../contract/targetMath.ts'

const amount = fc.integer({ min: 0, max: 50_000_000_000 })
const cases = fc.integer({ min: 0, max: 100_000 })
const member = fc.record({ personId: fc.integer({ min: 1, max: 10_000 }), load: fc.nat(2_000) })
const team = fc.uniqueArray(member, { selector: (m) => m.personId, minLength: 1, maxLength: 60 })
const by = fc.constantFrom('even' as const, 'load' as const)
const runs = { numRuns: 400 }

describe("a team's target split across its members, over random teams and targets", () => {
  it('the shares add up to the team’s amount and cases exactly, in whole units, none below 0', () => {
    fc.assert(
      fc.property(amount, cases, team, by, (teamAmount, teamCases, members, splitBy) => {
        const shares = splitTarget({ amount: teamAmount, cases: teamCases }, members, splitBy)
        expect(shares).toHaveLength(members.length)
        expect(splitDifference({ amount: teamAmount, cases: teamCases }, shares)).toEqual({
          amount: 0,
          cases: 0,
        })
        for (const share of shares) {
          expect(Number.isSafeInteger(share.amount) && share.amount >= 0).toBe(true)
          expect(Number.isSafeInteger(share.cases) && share.cases >= 0).toBe(true)
        }
        expect(new Set(shares.map((share) => share.personId))).toEqual(
          new Set(members.map((m) => m.personId)),
        )
      }),
      runs,
    )
  })

  it('an even split gives no member more than one unit above another', () => {
    fc.assert(
      fc.property(amount, cases, team, (teamAmount, teamCases, members) => {
        const shares = splitTarget({ amount: teamAmount, cases: teamCases }, members, 'even')
        const spread = (values: number[]) => Math.max(...values) - Math.min(...values)
        expect(spread(shares.map((share) => share.amount))).toBeLessThanOrEqual(1)
        expect(spread(shares.map((share) => share.cases))).toBeLessThanOrEqual(1)
      }),
      runs,
    )
  })

  it('by load, each share is within one unit of its exact proportion, and more load never gets less', () => {
    fc.assert(
      fc.property(amount, team, (teamAmount, members) => {
        const totalLoad = members.reduce((a, m) => a + m.load, 0)
        fc.pre(totalLoad > 0)
        const shares = splitTarget({ amount: teamAmount, cases: 0 }, members, 'load')
        const loadOf = new Map(members.map((m) => [m.personId, m.load]))
        for (const share of shares) {
          const exact = (teamAmount * (loadOf.get(share.personId) ?? 0)) / totalLoad
          expect(Math.abs(share.amount - exact)).toBeLessThan(1.000001)
        }
        for (const a of shares)
          for (const b of shares)
            if ((loadOf.get(a.personId) ?? 0) > (loadOf.get(b.personId) ?? 0))
              expect(a.amount).toBeGreaterThanOrEqual(b.amount)
      }),
      runs,
    )
  })

  it('the split does not depend on the order the members were listed in', () => {
    fc.assert(
      fc.property(amount, cases, team, by, (teamAmount, teamCases, members, splitBy) => {
        const target = { amount: teamAmount, cases: teamCases }
        expect(splitTarget(target, [...members].reverse(), splitBy)).toEqual(
          splitTarget(target, members, splitBy),
        )
      }),
      runs,
    )
  })

  it('a hand change to one member shows as the difference the screen names', () => {
    fc.assert(
      fc.property(
        amount,
        team,
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (teamAmount, members, change) => {
          const shares = splitTarget({ amount: teamAmount, cases: 0 }, members, 'even')
          const changed = shares.map((share, index) =>
            index === 0 ? { ...share, amount: share.amount + change } : share,
          )
          expect(splitDifference({ amount: teamAmount, cases: 0 }, changed).amount).toBe(change)
        },
      ),
      runs,
    )
  })

  it('dealing refuses a total that is not a whole number, and deals nothing to nobody', () => {
    expect(() => dealInProportion(1.5, [1])).toThrow()
    expect(() => dealInProportion(-1, [1])).toThrow()
    expect(dealInProportion(10, [])).toEqual([])
    expect(dealInProportion(10, [0, 0, 0])).toEqual([4, 3, 3])
    expect(dealInProportion(10, [1, 3])).toEqual([3, 7])
  })
})

describe('achievement and pace', () => {
  it('achievement is reached ÷ target, and blank without a target', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 50_000_000_000 }), (reached, target) => {
        expect(achievementOf(reached, target)).toBe(reached / target)
      }),
    )
    expect(achievementOf(5, 0)).toBeNull()
  })

  it('pace expects the share of the target the working days gone make, and says ahead or behind by the gap', () => {
    fc.assert(
      fc.property(amount, amount, fc.nat(31), fc.nat(31), (reached, target, gone, extra) => {
        const all = gone + extra
        const pace = paceOf(reached, target, gone, all)
        const share = all === 0 ? 1 : gone / all
        expect(Math.abs(pace.expected - target * share)).toBeLessThanOrEqual(0.5)
        expect(pace.gap).toBe(reached - pace.expected)
        if (pace.status === 'ahead') expect(pace.gap).toBeGreaterThan(0)
        if (pace.status === 'behind') expect(pace.gap).toBeLessThan(0)
        if (all > 0 && gone === all) expect(pace.expected).toBe(target)
      }),
    )
    expect(paceOf(0, 3_000, 10, 20).status).toBe('behind')
    expect(paceOf(2_000, 3_000, 10, 20).status).toBe('ahead')
    expect(paceOf(1_500, 3_000, 10, 20)).toMatchObject({ expected: 1_500, gap: 0, status: 'onPace' })
  })
})
