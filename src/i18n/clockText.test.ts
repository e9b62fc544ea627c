import { describe, expect, it } from 'vitest'
import { headerClockText } from './clockText.ts'

describe('header clock', () => {
  it("shows 'MM-DD HH:mm' in the user's time zone, not the browser's", () => {
    const instant = new Date('2026-11-23T23:30:00Z')
    expect(headerClockText(instant, 'Africa/Lagos')).toBe('11-24 00:30')
    expect(headerClockText(instant, 'America/Mexico_City')).toBe('11-23 17:30')
    expect(headerClockText(instant, 'Asia/Karachi')).toBe('11-24 04:30')
  })

  it('writes midnight as 00, single figures with a leading zero, and the new year in its zone', () => {
    expect(headerClockText(new Date('2026-01-05T00:05:00Z'), 'Africa/Lagos')).toBe('01-05 01:05')
    expect(headerClockText(new Date('2026-03-09T18:30:00Z'), 'Asia/Kolkata')).toBe('03-10 00:00')
    expect(headerClockText(new Date('2027-01-01T05:59:00Z'), 'America/Mexico_City')).toBe('12-31 23:59')
  })
})
