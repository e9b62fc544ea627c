import { describe, expect, it } from 'vitest'
import { parseFirstDayOfWeek } from './firstDayOfWeek.ts'
import {
  checkPickerRange,
  checkPickerValue,
  daysInMonth,
  formatPickerValue,
  latestToday,
  normalPickerText,
  type PickerMode,
  parsePickerValue,
  todayIn,
  weekStartsOn,
} from './pickerRules.ts'

describe('the spec formats', () => {
  it.each<[PickerMode, string, string | null]>([
    ['date', '2026-11-26', '2026-11-26'],
    ['date', ' 2026-11-26 ', '2026-11-26'],
    ['date', '26/11/2026', null],
    ['date', '11/26/2026', null],
    ['date', '2026-1-5', null],
    ['month', '2026-02', '2026-02'],
    ['month', '2026-2', null],
    ['datetime', '2026-11-26 09:05:07', '2026-11-26 09:05:07'],
    ['datetime', '2026-11-26T09:05', '2026-11-26 09:05:00'],
    ['datetime', '2026-11-26 9:05:07', null],
    ['time', '23:59:59', '23:59:59'],
    ['time', '9:00:00', null],
    ['year', '2026', '2026'],
    ['year', '26', null],
  ])('%s %j reads as %j', (mode, text, expected) => {
    const parts = parsePickerValue(mode, text)
    expect(parts === null ? null : formatPickerValue(mode, parts)).toBe(expected)
  })

  it('writes a value the same way whatever the browser locale says', () => {
    const parts = { year: 2024, month: 2, day: 9, hour: 7, minute: 3, second: 1 }
    expect(formatPickerValue('date', parts)).toBe('2024-02-09')
    expect(formatPickerValue('month', parts)).toBe('2024-02')
    expect(formatPickerValue('datetime', parts)).toBe('2024-02-09 07:03:01')
    expect(formatPickerValue('time', parts)).toBe('07:03:01')
    expect(formatPickerValue('year', parts)).toBe('2024')
    expect(normalPickerText('datetime', '2024-02-09T07:03')).toBe('2024-02-09 07:03:00')
    expect(normalPickerText('date', 'not a day')).toBe('not a day')
  })
})

describe('a real date', () => {
  it.each<[number, number, number]>([
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29],
    [1900, 2, 28],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 6, 30],
    [2026, 9, 30],
    [2026, 11, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days)
  })

  it.each<[PickerMode, string, boolean]>([
    ['date', '2026-02-28', true],
    ['date', '2026-02-29', false],
    ['date', '2026-02-30', false],
    ['date', '2024-02-29', true],
    ['date', '2000-02-29', true],
    ['date', '1900-02-29', false],
    ['date', '2026-04-31', false],
    ['date', '2026-12-31', true],
    ['date', '2026-13-01', false],
    ['date', '2026-00-10', false],
    ['date', '2026-01-00', false],
    ['date', '0000-01-01', false],
    ['month', '2026-12', true],
    ['month', '2026-13', false],
    ['datetime', '2026-11-26 23:59:59', true],
    ['datetime', '2026-11-26 24:00:00', false],
    ['datetime', '2026-02-29 10:00:00', false],
    ['time', '00:00:00', true],
    ['time', '23:60:00', false],
    ['time', '12:00:60', false],
  ])('%s %s real: %s', (mode, text, real) => {
    expect(parsePickerValue(mode, text) !== null).toBe(real)
    const check = checkPickerValue(mode, text)
    expect(check.ok ? 'ok' : check.problem).toBe(real ? 'ok' : 'notReal')
  })
})

describe('a value that may be chosen', () => {
  const sundays = (value: string) => new Date(`${value}T12:00:00Z`).getUTCDay() === 0
  it.each<[PickerMode, string, string]>([
    ['date', '', 'format'],
    ['date', '2026/11/26', 'format'],
    ['date', '2026-02-30', 'notReal'],
    ['date', '2026-11-29', 'disabled'],
    ['date', '2026-10-31', 'beforeMin'],
    ['date', '2026-11-02', 'ok'],
    ['date', '2026-11-30', 'ok'],
    ['date', '2026-12-01', 'afterMax'],
  ])('%s %j with bounds 2026-11-01..2026-11-30, Sundays off: %s', (mode, text, outcome) => {
    const check = checkPickerValue(mode, text, { min: '2026-11-01', max: '2026-11-30', disabled: sundays })
    expect(check.ok ? 'ok' : check.problem).toBe(outcome)
  })

  it('compares datetimes to the second, and month bounds by month', () => {
    const max = '2026-11-26 23:59:59'
    expect(checkPickerValue('datetime', '2026-11-26 23:59:59', { max }).ok).toBe(true)
    expect(checkPickerValue('datetime', '2026-11-27 00:00:00', { max })).toEqual({
      ok: false,
      problem: 'afterMax',
    })
    expect(checkPickerValue('month', '2026-11', { max: '2026-11' }).ok).toBe(true)
    expect(checkPickerValue('year', '2027', { max: '2026' })).toEqual({ ok: false, problem: 'afterMax' })
  })
})

describe('a range', () => {
  it.each<[string, string, string]>([
    ['', '', 'from bothEnds'],
    ['2026-11-01', '', 'to bothEnds'],
    ['', '2026-11-01', 'from bothEnds'],
    ['2026-11-02', '2026-11-01', 'to startAfterEnd'],
    ['2026-11-01', '2026-11-01', 'ok'],
    ['2026-11-01', '2026-11-30', 'ok'],
    ['2026-02-30', '2026-03-01', 'from notReal'],
    ['2026-11-01', '2026-11-31', 'to notReal'],
    ['2026-11-01', '2026-12-01', 'to afterMax'],
  ])('from %j to %j: %s', (from, to, outcome) => {
    const check = checkPickerRange('date', { from, to }, { max: '2026-11-30' })
    expect(check.ok ? 'ok' : `${check.end} ${check.problem}`).toBe(outcome)
  })
})

describe("today on the user's clock", () => {
  it.each<[string, string, string, string]>([
    // 23:30 UTC on the 26th: already the 27th in Lagos (UTC+1), still the 26th in Mexico City (UTC-6).
    ['2026-11-26T23:30:00Z', 'Africa/Lagos', '2026-11-27', '2026-11-27T22:59:59.000Z'],
    ['2026-11-26T23:30:00Z', 'America/Mexico_City', '2026-11-26', '2026-11-27T05:59:59.000Z'],
    // 05:30 UTC on the 27th: Mexico City is still on the 26th, Lagos on the 27th.
    ['2026-11-27T05:30:00Z', 'America/Mexico_City', '2026-11-26', '2026-11-27T05:59:59.000Z'],
    ['2026-11-27T06:00:00Z', 'America/Mexico_City', '2026-11-27', '2026-11-28T05:59:59.000Z'],
    ['2026-12-31T23:00:00Z', 'Africa/Lagos', '2027-01-01', '2027-01-01T22:59:59.000Z'],
    ['2024-02-29T12:00:00Z', 'Asia/Kolkata', '2024-02-29', '2024-02-29T18:29:59.000Z'],
  ])('at %s in %s today is %s, ending at %s', (now, zone, day, endsAt) => {
    const today = todayIn(zone, new Date(now))
    expect(today.day).toBe(day)
    expect(today.endsAt.toISOString()).toBe(endsAt)
  })

  it("bounds each mode by today's last second", () => {
    const now = new Date('2026-11-26T23:30:00Z')
    expect(latestToday('date', 'Africa/Lagos', now)).toBe('2026-11-27')
    expect(latestToday('datetime', 'America/Mexico_City', now)).toBe('2026-11-26 23:59:59')
    expect(latestToday('month', 'Africa/Lagos', now)).toBe('2026-11')
    expect(latestToday('year', 'Africa/Lagos', new Date('2026-12-31T23:30:00Z'))).toBe('2027')
  })
})

describe('the first day of the week', () => {
  it.each<[unknown, number | null]>([
    [1, 1],
    [7, 7],
    ['3', 3],
    [' 7 ', 7],
    [0, null],
    [8, null],
    ['0', null],
    ['1.5', null],
    [1.5, null],
    ['', null],
    [undefined, null],
    ['Sunday', null],
  ])('%j reads as %j', (value, expected) => {
    expect(parseFirstDayOfWeek(value)).toBe(expected)
  })

  it('puts Sunday (7) first as index 0 and Monday (1) as index 1', () => {
    expect(weekStartsOn(7)).toBe(0)
    expect(weekStartsOn(1)).toBe(1)
    expect(weekStartsOn(6)).toBe(6)
  })
})
