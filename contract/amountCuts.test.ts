import { describe, expect, it } from 'vitest'
import { cutBounds, cutRefusal } from './amountCuts.ts'

const shares = { normalInterestPercent: 50, delayedMinPenaltyPercent: 50 }
// Due 10,000: principal 7,000, penalty 1,000, interest 2,000.
const basis = {
  amountDue: 10_000,
  paidAmount: 0,
  cutAmount: 0,
  principal: 7_000,
  penalty: 1_000,
  delayed: true,
}

describe('the bounds of an amount cut', () => {
  it('are drawn from the charges: a normal cut below the penalty and half the interest, a delayed one up to all the charges', () => {
    expect(cutBounds(basis, shares)).toEqual({
      interest: 2_000,
      penalty: 1_000,
      remaining: 10_000,
      normalBelow: 2_000,
      delayed: { min: 500, max: 3_000 },
    })
  })

  it('count the cuts already passed, so repeated cuts never reach the principal', () => {
    const afterOne = cutBounds({ ...basis, cutAmount: 1_999 }, shares)
    expect(afterOne.normalBelow).toBe(0)
    expect(cutRefusal(afterOne, 'normal', 1)).toBe('nothingToCut')
    expect(afterOne.delayed).toEqual({ min: 500, max: 1_001 })
    const afterAll = cutBounds({ ...basis, cutAmount: 3_000 }, shares)
    expect(afterAll.delayed).toBeNull()
    expect(cutRefusal(afterAll, 'delayed', 500)).toBe('notDelayed')
  })
})
