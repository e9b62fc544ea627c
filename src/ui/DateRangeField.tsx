import { useLingui } from '@lingui/react/macro'
import { formatInTimeZone } from 'date-fns-tz'
import { useId } from 'react'
import { denseLabel } from './TextField.tsx'

export interface DateRange {
  from: string
  to: string
}

/**
 * Today ('yyyy-MM-dd') on the user's clock, not the browser's (spec section 5: the calendar's today is
 * computed in the user's time zone): at 20:00 in Mexico City it is still today there, though a browser
 * set to UTC is already on tomorrow.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd')
}

/**
 * The one date range picker: two days (yyyy-MM-dd). The caller checks the range with its schema (both
 * ends, start not after end: spec section 5) and shows the outcome as `error` under the pair. With
 * `upToToday`, no day after today in `timeZone` (the user's) is offered.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  timeZone,
  upToToday = false,
  error,
  dense = false,
  className = '',
}: {
  label: string
  value: DateRange
  onChange: (value: DateRange) => void
  /** The signed-in user's time zone: it says which day today is. */
  timeZone: string
  upToToday?: boolean
  error?: string | undefined
  /** The tight look of a filter bar, as TextField's. */
  dense?: boolean
  className?: string
}) {
  const { t } = useLingui()
  const id = useId()
  const errorId = `${id}-error`
  const latest = upToToday ? todayIn(timeZone) : undefined
  const earlierOf = (a: string, b: string | undefined) => (b !== undefined && (!a || b < a) ? b : a)
  const input = `w-full min-w-0 rounded-md border bg-white px-2 ${dense ? 'h-[30px] py-0' : 'py-2'} text-sm outline-none focus:ring-2 ${
    error
      ? 'border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`
  return (
    <fieldset
      className={`flex min-w-0 flex-col ${dense ? 'gap-0.5' : 'gap-1'} ${className}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={dense ? `mb-0.5 ${denseLabel}` : 'mb-1 text-sm font-medium text-slate-700'}>
        {label}
      </legend>
      <div className="flex items-center gap-1">
        <input
          type="date"
          aria-label={t`${label}: from`}
          value={value.from}
          max={earlierOf(value.to, latest) || undefined}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
          aria-invalid={error ? true : undefined}
          className={input}
        />
        <span className="text-slate-400" aria-hidden>
          –
        </span>
        <input
          type="date"
          aria-label={t`${label}: to`}
          value={value.to}
          min={value.from || undefined}
          max={latest}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
          aria-invalid={error ? true : undefined}
          className={input}
        />
      </div>
      {(!dense || error) && (
        <span id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs text-red-600">
          {error}
        </span>
      )}
    </fieldset>
  )
}
