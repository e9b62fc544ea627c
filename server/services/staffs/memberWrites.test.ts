import { describe, expect, it } from 'vitest'
import { newPasswordSchema } from '../../../contract/passwordRules.ts'
import { newOneTimePassword, storedPhone } from './memberWrites.ts'

describe('a new member’s phone and one-time password', () => {
  it('keeps the phone as the country code then the national digits, whatever was typed between', () => {
    expect(storedPhone('234', '0803 777 0001')).toBe('2348037770001')
    expect(storedPhone('52', '55-1000-00021')).toBe('5255100000021')
    // Typed with its own +code, the number is taken as it is.
    expect(storedPhone('52', '+234 803 777 0001')).toBe('2348037770001')
  })

  it('gives a password the house rules accept, different each time', () => {
    const passwords = Array.from({ length: 50 }, () => newOneTimePassword())
    for (const password of passwords)
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true)
    expect(new Set(passwords).size).toBe(passwords.length)
  })
})
