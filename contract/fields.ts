import { z } from 'zod'

/**
 * The field types every call builds its input from. They refuse at the edge, naming the field, what
 * the database would refuse later with a 500: a call that takes text or an id uses these, not bare
 * `z.string()` / `z.number()`, and inherits the limits below.
 */

// The console's Content-Security-Policy refuses eval (server/http/securityHeaders.ts). zod probes for
// it with `new Function('')` when a schema is made, to compile a faster parser; the probe is caught, but
// the browser reports the refusal as a violation. So zod parses without compiling, on both sides (one
// behaviour; measured on the server: a list query 4 -> 7 µs, a collection record 27 -> 20 µs). Set here,
// before any schema exists: every contract module that makes one imports this file first.
z.config({ jitless: true })

/** The largest value a PostgreSQL `integer` (int4) column holds: every id and serial is one. */
export const int4Max = 2_147_483_647

// PostgreSQL's text and jsonb refuse the NUL character outright ("invalid byte sequence").
const withoutNul = (value: string) => !value.includes('\u0000')

/** Any text a caller sends: a string without NUL. Chain `.trim()`, `.min()`, `.max()` as usual. */
export const text = z.string().refine(withoutNul, 'text.forbiddenCharacter')

/** A row id in a JSON body: a whole number from 1 to the column's largest. */
export const id = z.number().int().min(1).max(int4Max)

/** A row id in a query string or a form body: text read as a number, then bounded like `id`. */
export const idFromText = z.coerce.number().int().min(1).max(int4Max)

/** The first day a date field takes. */
export const firstCalendarDay = '1900-01-01'

/** A calendar day as yyyy-MM-dd, a real one, not before 1900: a filter's bound may be any such day. */
export const isoDate = z.iso
  .date({ message: 'invalidValue' })
  .refine((day) => day >= firstCalendarDay, 'invalidValue')

/** How far ahead a member's calendar is kept: leave and schedules are planned within it. */
export const calendarYearsAhead = 2

/**
 * Whether a day (yyyy-MM-dd) is one a member's calendar holds: from 1900 to two years from today.
 * A day far beyond (9999-12-31) is no plan anyone makes, and the month of year 0 none PostgreSQL has.
 */
export function isWithinCalendar(day: string, now: number = Date.now()): boolean {
  const last = new Date(now)
  last.setUTCFullYear(last.getUTCFullYear() + calendarYearsAhead)
  return day >= firstCalendarDay && day <= last.toISOString().slice(0, 10)
}

/** A day written on a member's calendar (entry and left dates, leave, schedules): the one rule of their range. */
export const calendarDay = isoDate.refine((day) => isWithinCalendar(day), 'date.range')

/** Digits with an optional leading +, spaces or dashes between them; 7 to 15 digits in all (E.164's most). */
export const looksLikePhoneNumber = (value: string) =>
  /^\+?\d[\d -]*$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, ''))

/** A list whose every value differs: the chosen days of a team, the members of an allocation. */
export const noRepeats = <T>(values: readonly T[]) => new Set(values).size === values.length

/** A choice from a list that may be left empty: the message says what to choose. */
export const chosen = (message: 'team.select' | 'member.select') =>
  z.number({ message }).int(message).min(1, message).max(int4Max, message)
