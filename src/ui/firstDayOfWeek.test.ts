import { afterEach, describe, expect, it } from 'vitest'
import { keepFirstDayOfWeek, readFirstDayOfWeek } from './firstDayOfWeek.ts'

afterEach(() => localStorage.clear())

describe("each user's first day of the week on this browser", () => {
  it('is Sunday (7) until chosen, and each user keeps their own', () => {
    expect(readFirstDayOfWeek(4)).toBe(7)
    expect(keepFirstDayOfWeek(4, 1)).toBe(true)
    expect(readFirstDayOfWeek(4)).toBe(1)
    expect(readFirstDayOfWeek(5)).toBe(7)
  })

  it.each([0, 8, '1.5', 'Monday', ''])('refuses %j and keeps what was there', (value) => {
    keepFirstDayOfWeek(4, 3)
    expect(keepFirstDayOfWeek(4, value)).toBe(false)
    expect(readFirstDayOfWeek(4)).toBe(3)
  })

  it('reads a kept value that is not 1 to 7 as the default', () => {
    localStorage.setItem('firstDayOfWeek:4', '9')
    expect(readFirstDayOfWeek(4)).toBe(7)
  })
})
