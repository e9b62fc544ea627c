import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  formatCompactInstant,
  formatDay,
  formatMoney,
  fromZonedInputValue,
  toZonedInputValue,
} from './format.ts'

afterEach(() => i18n.activate('en'))

describe('money', () => {
  it('reads minor units (cents) and writes them as the currency’s country does, in either language', () => {
    expect(formatMoney(123_456, 'MXN')).toBe('$1,234.56 MXN')
    expect(formatMoney(123_456, 'NGN')).toBe('₦1,234.56')
    expect(formatMoney(12_345_600, 'INR')).toBe('₹1,23,456.00')
    i18n.loadAndActivate({ locale: 'es', messages: {} })
    expect(formatMoney(123_456, 'MXN')).toBe('$1,234.56 MXN')
    expect(formatMoney(123_456, 'NGN')).toBe('₦1,234.56')
  })

  it('a currency it does not know is written by the screen’s language, and a made-up one never throws', () => {
    expect(formatMoney(123_456, 'EUR')).toBe('€1,234.56')
    expect(formatMoney(123_456, 'XYZ!')).toBe('1234.56 XYZ!')
  })
})

describe('days and wall-clock times', () => {
  it("an instant in a narrow column is its date in figures and its time to the minute, in the user's zone", () => {
    // ICU puts a narrow or a plain space before AM, by version.
    expect(formatCompactInstant('2026-11-27T10:50:00Z', 'America/Mexico_City')).toMatch(
      /^11\/27\/26, 4:50\sAM$/,
    )
    i18n.activate('es')
    expect(formatCompactInstant('2026-11-27T10:50:00Z', 'America/Mexico_City')).toBe('27/11/26, 4:50')
    expect(formatCompactInstant(null, 'America/Mexico_City')).toBe('—')
  })

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
