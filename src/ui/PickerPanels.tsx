import { format } from 'date-fns'
import { useState } from 'react'
import type { PickerTexts } from './usePickerTexts.ts'

/** The panels a calendar of days does not cover: months of a year, years, and the clock. */

const cell = (chosen: boolean) =>
  `rounded-md px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:text-slate-300 ${
    chosen ? 'bg-brand-600 font-semibold text-white' : 'text-slate-800 hover:bg-brand-50'
  }`

const navButton =
  'rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500'

/** The twelve months of a year, named in the user's language; `allowed` says which may be chosen. */
export function MonthPanel({
  chosen,
  startYear,
  allowed,
  onChoose,
  texts,
}: {
  /** The chosen month, yyyy-MM, if any. */
  chosen: string | undefined
  startYear: number
  allowed: (month: string) => boolean
  onChoose: (month: string) => void
  texts: PickerTexts
}) {
  const [year, setYear] = useState(startYear)
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: `${String(year).padStart(4, '0')}-${String(index + 1).padStart(2, '0')}`,
    name: format(new Date(year, index, 1), 'LLL', { locale: texts.locale }),
  }))
  return (
    <div className="w-64">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          aria-label={texts.previousYear}
          onClick={() => setYear(year - 1)}
        >
          ‹
        </button>
        <span className="text-sm font-semibold text-slate-900" aria-live="polite">
          {year}
        </span>
        <button
          type="button"
          className={navButton}
          aria-label={texts.nextYear}
          onClick={() => setYear(year + 1)}
        >
          ›
        </button>
      </div>
      <div className="grid grid-cols-3 gap-1">
        {months.map((month) => (
          <button
            key={month.value}
            type="button"
            className={cell(month.value === chosen)}
            disabled={!allowed(month.value)}
            aria-pressed={month.value === chosen}
            aria-label={format(new Date(year, Number(month.value.slice(5)) - 1, 1), 'LLLL yyyy', {
              locale: texts.locale,
            })}
            autoFocus={month.value === chosen}
            onClick={() => onChoose(month.value)}
          >
            {month.name}
          </button>
        ))}
      </div>
    </div>
  )
}

/** Twelve years at a time. */
export function YearPanel({
  chosen,
  startYear,
  allowed,
  onChoose,
  texts,
}: {
  chosen: string | undefined
  startYear: number
  allowed: (year: string) => boolean
  onChoose: (year: string) => void
  texts: PickerTexts
}) {
  const [first, setFirst] = useState(startYear - (startYear % 12))
  const years = Array.from({ length: 12 }, (_, index) => String(first + index).padStart(4, '0'))
  return (
    <div className="w-64">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          aria-label={texts.previousYears}
          onClick={() => setFirst(first - 12)}
        >
          ‹
        </button>
        <span className="text-sm font-semibold text-slate-900" aria-live="polite">
          {years[0]}–{years[11]}
        </span>
        <button
          type="button"
          className={navButton}
          aria-label={texts.nextYears}
          onClick={() => setFirst(first + 12)}
        >
          ›
        </button>
      </div>
      <div className="grid grid-cols-3 gap-1">
        {years.map((year) => (
          <button
            key={year}
            type="button"
            className={cell(year === chosen)}
            disabled={!allowed(year)}
            aria-pressed={year === chosen}
            autoFocus={year === chosen}
            onClick={() => onChoose(year)}
          >
            {year}
          </button>
        ))}
      </div>
    </div>
  )
}

export interface ClockTime {
  hour: number
  minute: number
  second: number
}

const units = (count: number) => Array.from({ length: count }, (_, value) => value)

/** Hours, minutes and seconds as three lists: a keyboard moves through each with the arrows. */
export function TimePanel({
  time,
  onChange,
  texts,
}: {
  time: ClockTime
  onChange: (time: ClockTime) => void
  texts: PickerTexts
}) {
  const part = (name: keyof ClockTime, label: string, count: number) => (
    <label className="flex flex-col gap-0.5 text-xs text-slate-600">
      {label}
      <select
        value={time[name]}
        onChange={(event) => onChange({ ...time, [name]: Number(event.target.value) })}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 tabular-nums"
      >
        {units(count).map((value) => (
          <option key={value} value={value}>
            {String(value).padStart(2, '0')}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <div className="flex items-end gap-2">
      {part('hour', texts.hours, 24)}
      {part('minute', texts.minutes, 60)}
      {part('second', texts.seconds, 60)}
    </div>
  )
}
