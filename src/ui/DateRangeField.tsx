import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

export interface DateRange {
  from: string
  to: string
}

/**
 * The one date range picker: two days (yyyy-MM-dd). The caller checks the range with its schema;
 * the spec's rule (start not after end, section 4) shows as `error` under the pair.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  error,
  className = '',
}: {
  label: string
  value: DateRange
  onChange: (value: DateRange) => void
  error?: string | undefined
  className?: string
}) {
  const { t } = useLingui()
  const id = useId()
  const errorId = `${id}-error`
  const input = `w-full min-w-0 rounded-md border bg-white px-2 py-2 text-sm outline-none focus:ring-2 ${
    error
      ? 'border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`
  return (
    <fieldset
      className={`flex min-w-0 flex-col gap-1 ${className}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-1">
        <input
          type="date"
          aria-label={t`${label}: from`}
          value={value.from}
          max={value.to || undefined}
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
          onChange={(event) => onChange({ ...value, to: event.target.value })}
          aria-invalid={error ? true : undefined}
          className={input}
        />
      </div>
      <span id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs text-red-600">
        {error}
      </span>
    </fieldset>
  )
}
