import { describe, expect, it } from 'vitest'
import { caseIdOf } from './caseRoutes.ts'

describe('the case a detail route names', () => {
  it('is the number in collOrderId or sellOrderId', () => {
    expect(caseIdOf({ collOrderId: '154' })).toBe(154)
    expect(caseIdOf({ sellOrderId: '7' })).toBe(7)
  })

  it('is none for anything but plain digits, for zero, and for a number too large to be exact', () => {
    for (const id of ['abc', '12x', '1e3', ' 12', '0x1f', '-4', '0', '012', '', '99999999999999999'])
      expect(caseIdOf({ collOrderId: id }), id).toBeUndefined()
    expect(caseIdOf({})).toBeUndefined()
  })
})
