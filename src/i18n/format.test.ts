import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDay, formatMoney, fromZonedInputValue, headerClockText, toZonedInputValue } from './format.ts'

afterEach(() => i18n.activate('en'))

describe('header clock', () => {
  it("shows 'MM-DD HH:mm' in the user's time zone, not the browser's", () => {
    const instant = new Date('2026-11-23T23:30:00Z')
    expect(headerClockText(instant, 'Africa/Lagos')).toBe('11-24 00:30')
    expect(headerClockText(instant, 'America/Mexico_City')).toBe('11-23 17:30')
    expect(headerClockText(instant, 'Asia/Karachi')).toBe('11-24 04:30')
  })
})

describe('money', () => {
  it('reads minor units (cents) and writes the locale money format', () => {
    expect(formatMoney(123_456, 'MXN')).toBe('MX$1,234.56')
    i18n.loadAndActivate({ locale: 'es', messages: {} })
    expect(formatMoney(123_456, 'MXN').replace(/\s/g, ' ')).toBe('1.234,56 MXN')
  })
})

describe('days and wall-clock times', () => {
  it('a calendar day never moves to the day before, whatever the zone', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026')
  })

  it("a time typed in the user's zone is the instant of that zone, not the browser's", () => {
    expect(fromZonedInputValue('2026-11-24T09:30', 'Africa/Lagos')).toBe('2026-11-24T08:30:00.000Z')
    expect(fromZonedInputValue('2026-11-24T09:30', 'America/Mexico_City')).toBe('2026-11-24T15:30:00.000Z')
    expect(fromZonedInputValue('', 'Africa/Lagos')).toBe('')
    expect(toZonedInputValue('2026-11-24T08:30:00.000Z', 'Africa/Lagos')).toBe('2026-11-24T09:30')
  })
})
