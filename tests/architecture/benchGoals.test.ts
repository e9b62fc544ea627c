import { describe, expect, it } from 'vitest'
import { beside } from '../../bench/goals.ts'

// What the bench prints beside a figure with a goal (issue 28): its ceiling or floor, and whether the
// run's figure clears it, so a reader of one run sees every goal met or by how much it is missed.
describe('a bench figure beside its goal', () => {
  it('prints a time under its ceiling as met', () => {
    expect(beside(132, { atMost: 150, unit: 'ms', of: 'p50' })).toEqual({ goal: '≤ 150 ms p50', met: 'yes' })
    expect(beside(150, { atMost: 150, unit: 'ms' }).met).toBe('yes')
  })

  it('prints a time over its ceiling with how many times the ceiling it is', () => {
    expect(beside(285, { atMost: 150, unit: 'ms', of: 'p50' })).toEqual({
      goal: '≤ 150 ms p50',
      met: 'no (1.90× over)',
    })
    expect(beside(3.21, { atMost: 1.5, unit: '' })).toEqual({ goal: '≤ 1.5', met: 'no (2.14× over)' })
  })

  it('prints a rate against its floor, short by how many times', () => {
    expect(beside(51_240, { atLeast: 50_000, unit: 'rows/s' })).toEqual({
      goal: '≥ 50,000 rows/s',
      met: 'yes',
    })
    expect(beside(8_751, { atLeast: 20_000, unit: 'cases/s' })).toEqual({
      goal: '≥ 20,000 cases/s',
      met: 'no (2.29× short)',
    })
  })

  it('says so when nothing was measured, rather than calling it met', () => {
    expect(beside(Number.NaN, { atLeast: 20_000, unit: 'cases/s' }).met).toBe('not measured')
  })
})
