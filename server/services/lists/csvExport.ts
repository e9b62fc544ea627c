import type { Bilingual, Language } from '../../../contract/bilingual.ts'
import { memberToday } from '../localDays.ts'

export type CsvValue = string | number | null

/** Who reads the file: the words are in their language, the times on their wall clock. */
export interface CsvReader {
  language: Language
  timeZone: string
}

/** One column of an export: its header in each language and how a row's value is written. */
export interface CsvColumn<Row> {
  header: Bilingual
  value(row: Row, reader: CsvReader, write: CsvWriters): CsvValue
}

const plainNumber = /^-?\d+(\.\d+)?$/

/**
 * One field as RFC 4180 writes it. A text a spreadsheet would run as a formula (=, +, -, @, a tab or
 * a return first: a customer's name comes from outside) is written with a leading quote mark.
 */
function field(value: CsvValue): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) && !plainNumber.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(field).join(',')}\r\n`
}

const quarterHourMs = 15 * 60_000
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Instants as 'yyyy-MM-dd HH:mm' on a time zone's wall clock. An offset changes only on a quarter
 * hour, so it is looked up once per quarter hour met: a million rows cost a few thousand look-ups.
 */
function wallClock(timeZone: string): (instant: string | Date | number) => string {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  })
  const offsetAt = (at: number) => {
    const part = Object.fromEntries(clock.formatToParts(at).map(({ type, value }) => [type, Number(value)]))
    const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!)
    return wall - (at - (at % 60_000))
  }
  const offsets = new Map<number, number>()
  return (instant) => {
    const at =
      typeof instant === 'number'
        ? instant
        : typeof instant === 'string'
          ? Date.parse(instant)
          : instant.getTime()
    const quarter = Math.floor(at / quarterHourMs)
    let offset = offsets.get(quarter)
    if (offset === undefined) {
      offset = offsetAt(quarter * quarterHourMs)
      offsets.set(quarter, offset)
    }
    const local = new Date(at + offset)
    return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
  }
}

const minorDigits = new Map<string, number>()

/** How many minor-unit digits a currency has (2 for MXN and NGN, 0 for JPY). */
function digitsOf(currency: string): number {
  let digits = minorDigits.get(currency)
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits!
    } catch {
      digits = 2
    }
    minorDigits.set(currency, digits)
  }
  return digits
}

/** Writers shared by every export's columns, made once per file for its reader. */
export interface CsvWriters {
  /** An instant (text, a Date or milliseconds since 1970) on the reader's wall clock, 'yyyy-MM-dd HH:mm'. */
  instant(at: string | Date | number | null): string | null
  /** An amount kept in minor units, in major units with the currency's digits ('1234.50'). */
  money(minor: number | null, currency: string): string | null
  /** A yes or a no in the reader's language. */
  yesNo(flag: boolean): string
  /** An enum value's word in the reader's language. */
  word<Value extends string>(labels: Record<Value, Bilingual>, value: Value | null): string | null
}

const yesNoWords: Record<Language, [string, string]> = { en: ['Yes', 'No'], es: ['Sí', 'No'] }

function writersFor(reader: CsvReader): CsvWriters {
  const clock = wallClock(reader.timeZone)
  return {
    instant: (at) => (at === null ? null : clock(at)),
    money(minor, currency) {
      if (minor === null) return null
      const digits = digitsOf(currency)
      const sign = minor < 0 ? '-' : ''
      const whole = String(Math.abs(minor)).padStart(digits + 1, '0')
      return digits === 0 ? `${sign}${whole}` : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`
    },
    yesNo: (flag) => yesNoWords[reader.language][flag ? 0 : 1],
    word: (labels, value) => (value === null ? null : labels[value][reader.language]),
  }
}

/**
 * A chunk's length in characters. A string or buffer over V8's large-object size (128 KB) is kept
 * until a full collection; chunks below it die young, so a million-row file leaves no trail of
 * megabyte chunks behind it (issue 28: the process grew by 240 MB while exporting, docs/decisions/0058).
 */
const chunkLength = 16 * 1024

/**
 * A list as CSV text, in chunks of about 16 K characters: a byte-order mark (so spreadsheets read the
 * accents as UTF-8), the header row in the reader's language, then every row. Nothing is read ahead
 * of the consumer: a batch's last chunk is handed over before the next batch is asked for.
 */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
  reader: CsvReader,
): AsyncGenerator<string> {
  const write = writersFor(reader)
  const [first, ...rest] = columns
  // Field by field into one string: no array of values or of fields per row.
  const lineOf = (row: Row) => {
    let line = first ? field(first.value(row, reader, write)) : ''
    for (const column of rest) line += `,${field(column.value(row, reader, write))}`
    return `${line}\r\n`
  }
  yield `\uFEFF${csvLine(columns.map((column) => column.header[reader.language]))}`
  for await (const batch of batches) {
    let chunk = ''
    for (const row of batch) {
      chunk += lineOf(row)
      if (chunk.length >= chunkLength) {
        yield chunk
        chunk = ''
      }
    }
    if (chunk !== '') yield chunk
  }
}

/** An export's file name: what it holds and the reader's today on their own clock (`staff-2026-11-28.csv`). */
export function csvFileName(what: string, timeZone: string, now = new Date()): string {
  return `${what}-${memberToday(now, timeZone)}.csv`
}
