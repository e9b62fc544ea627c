import { describe, expect, it } from 'vitest'
import { headerClockText } from './format.ts'

describe('header clock', () => {
  it("shows 'MM-DD HH:mm' in the user's time zone, not the browser's", () => {
    const instant = new Date('2026-11-23T23:30:00Z')
    expect(headerClockText(instant, 'Africa/Lagos')).toBe('11-24 00:30')
    expect(headerClockText(instant, 'America/Mexico_City')).toBe('11-23 17:30')
    expect(headerClockText(instant, 'Asia/Karachi')).toBe('11-24 04:30')
  })
})
