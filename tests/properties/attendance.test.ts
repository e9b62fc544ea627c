import { fromZonedTime } from 'date-fns-tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDaysToDate, isoWeekdayOf } from '../../server/services/localDays.ts'
import { attendanceOf, type ClockEvent } from '../../server/services/staffs/attendance.ts'

/**
 * Members work on their own wall clock. Each run builds a member's last days as wall-clock times
 * (dates, hours, leave, duty days) and turns them into instants in one zone; the figures must be what
 * the wall clock says, whichever zone: without summer time (Lagos, Kolkata, Mexico City today), with
 * it (Madrid, New York), and Mexico City in 2021 when it still changed its clocks.
 */
const zones = ['Africa/Lagos', 'America/Mexico_City', 'Asia/Kolkata', 'Europe/Madrid', 'America/New_York']

// Month ends, a leap day, and the days the clocks changed in the zones above.
const edgeDays = [
  '2024-02-29',
  '2024-03-01',
  '2026-01-31',
  '2026-02-28',
  '2026-03-01',
  '2026-03-08',
  '2026-03-29',
  '2026-03-31',
  '2026-04-30',
  '2026-10-25',
  '2026-11-01',
  '2026-11-30',
  '2026-12-31',
  '2021-04-04',
  '2021-10-31',
]
const anyDay = fc.integer({ min: 0, max: 4000 }).map((n) => addDaysToDate('2020-01-01', n))
const today = fc.oneof(fc.constantFrom(...edgeDays), anyDay)

// Wall-clock times from 04:00: the clocks change between midnight and three, where an hour is missing
// or happens twice, and no collector clocks in then.
const earliest = 4 * 3600
const timeOfDay = fc.integer({ min: earliest, max: 24 * 3600 - 1 })
const hms = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':')

const scenario = fc.record({
  zone: fc.constantFrom(...zones),
  today,
  now: timeOfDay,
  /** Days before today the member started; negative: starts in a few days. */
  entry: fc.integer({ min: -3, max: 60 }),
  /** Days before today the member left (their leaving day), if they have. */
  left: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  dutyDays: fc.subarray([1, 2, 3, 4, 5, 6, 7]),
  /** Approved leave, as days before today. */
  leave: fc.uniqueArray(fc.integer({ min: 0, max: 10 })),
  clocks: fc.uniqueArray(
    fc.record({
      daysAgo: fc.integer({ min: 0, max: 10 }),
      at: timeOfDay,
      kind: fc.constantFrom('in', 'out'),
    }),
    { selector: (c) => `${c.daysAgo}/${c.at}`, maxLength: 25 },
  ),
})

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never

const dateAgo = (s: Scenario, days: number) => addDaysToDate(s.today, -days)
const instant = (s: Scenario, days: number, seconds: number) =>
  fromZonedTime(`${dateAgo(s, days)}T${hms(seconds)}`, s.zone)

function factsOf(s: Scenario) {
  return {
    now: instant(s, 0, s.now),
    timeZone: s.zone,
    entryDate: dateAgo(s, s.entry),
    leftDate: s.left === null ? null : dateAgo(s, s.left),
    dutyDays: s.dutyDays,
    approvedLeave: s.leave.map((days) => dateAgo(s, days)),
    clocks: s.clocks.map((c): ClockEvent => ({ kind: c.kind, at: instant(s, c.daysAgo, c.at) })),
  }
}

/** What the wall clock says, from dates and hours alone. */
function expected(s: Scenario) {
  const pressed = s.clocks.filter((c) => c.daysAgo > 0 || c.at <= s.now)
  const todays = pressed.filter((c) => c.daysAgo === 0).sort((a, b) => a.at - b.at)
  const firstIn = todays.find((c) => c.kind === 'in')
  const last = todays.at(-1)
  const worked = (days: number) =>
    days <= s.entry &&
    (s.left === null || days > s.left) &&
    s.dutyDays.includes(isoWeekdayOf(dateAgo(s, days)))
  const before = (count: number) => Array.from({ length: count }, (_, i) => i + 1)
  return {
    today: s.today,
    clockIn: firstIn ? instant(s, 0, firstIn.at) : null,
    clockOut: firstIn && last?.kind === 'out' ? instant(s, 0, last.at) : null,
    absencesLast3Days: before(3).filter(
      (days) =>
        worked(days) &&
        !s.leave.includes(days) &&
        !pressed.some((c) => c.daysAgo === days && c.kind === 'in'),
    ).length,
    leaveDaysLast7Days: before(7).filter((days) => worked(days) && s.leave.includes(days)).length,
    inDutyDays: Math.max(0, s.left === null ? s.entry + 1 : s.entry - s.left),
  }
}

describe('attendance, over random wall-clock days in five time zones', { timeout: 120_000 }, () => {
  it("every figure is what the member's own wall clock says, across month ends and clock changes", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        expect(attendanceOf(factsOf(s))).toEqual(expected(s))
      }),
      { numRuns: 500 },
    )
  })

  it('the same wall-clock days give the same figures in every zone', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const figures = zones.map((zone) => {
          const { clockIn, clockOut, ...rest } = attendanceOf(factsOf({ ...s, zone }))
          return rest
        })
        for (const other of figures) expect(other).toEqual(figures[0])
      }),
      { numRuns: 200 },
    )
  })

  it('absences stay within the three days and leave within the seven; a day of approved leave is no absence', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const figures = attendanceOf(factsOf(s))
        expect(figures.absencesLast3Days).toBeLessThanOrEqual(3)
        expect(figures.leaveDaysLast7Days).toBeLessThanOrEqual(7)
        const withLeaveEveryDay = attendanceOf({
          ...factsOf(s),
          approvedLeave: [1, 2, 3].map((days) => dateAgo(s, days)),
        })
        expect(withLeaveEveryDay.absencesLast3Days).toBe(0)
      }),
      { numRuns: 200 },
    )
  })
})
