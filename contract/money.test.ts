import { describe, expect, it } from 'vitest'
import { minorUnitsOfTyped, typedOfMinorUnits, writeMoney } from './money.ts'

describe('money typed by a user', () => {
  it('reads an amount in the currency’s minor units, with grouping or a decimal comma', () => {
    expect(minorUnitsOfTyped('1725', 'MXN')).toBe(172_500)
    expect(minorUnitsOfTyped('1,725.50', 'MXN')).toBe(172_550)
    expect(minorUnitsOfTyped(' 1 725.5 ', 'NGN')).toBe(172_550)
    expect(minorUnitsOfTyped('1725,5', 'MXN')).toBe(172_550)
    expect(minorUnitsOfTyped('0.07', 'MXN')).toBe(7)
    expect(minorUnitsOfTyped('1500', 'JPY')).toBe(1500)
  })

  it('tells nothing typed from something that is no amount', () => {
    expect(minorUnitsOfTyped('', 'MXN')).toBeUndefined()
    for (const typed of ['abc', '-5', '12.345', '1,7255', '1.2.3', '$5', '5 JPY'])
      expect(minorUnitsOfTyped(typed, 'MXN'), typed).toBeNaN()
    expect(minorUnitsOfTyped('15.5', 'JPY')).toBeNaN()
  })

  it('writes minor units back as typed, and as the currency’s country writes them', () => {
    expect(typedOfMinorUnits(172_550, 'MXN')).toBe('1725.50')
    expect(minorUnitsOfTyped(typedOfMinorUnits(99, 'NGN'), 'NGN')).toBe(99)
    expect(writeMoney(172_550, 'MXN', 'en-US')).toBe('$1,725.50 MXN')
  })
})
