import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  /** Shows a reveal toggle and masks the value until asked. */
  secret?: boolean
  /** Shows "count / max" under the field (spec section 5). */
  showCount?: boolean
  /** A text of several lines (a record, a reason): a textarea of this many rows. */
  rows?: number
  /** The tight look of a filter bar: a small label (with the counter beside it), no room kept for an error. */
  dense?: boolean
}

export const fieldLook = (error: string | undefined, dense = false) =>
  `w-full rounded-md border bg-white ${dense ? 'h-[30px] px-2 py-0' : 'px-3 py-2'} text-sm outline-none focus:ring-2 disabled:bg-slate-50 disabled:text-slate-500 ${
    error
      ? 'border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`

/** A dense field's label: small, so a filter bar stays one or two rows high. */
export const denseLabel = 'truncate text-xs font-medium text-slate-600'

/** The one form field: label, input (or textarea), error under it, optional reveal and length counter. */
export function TextField({
  label,
  value,
  onChange,
  error,
  secret = false,
  showCount = false,
  rows,
  maxLength,
  dense = false,
  className = '',
  ...input
}: TextFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const errorId = `${id}-error`
  const shared = {
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }
  const count = showCount && maxLength !== undefined && (
    <span
      className="shrink-0 text-xs font-normal whitespace-nowrap text-slate-500 tabular-nums"
      data-testid="field-count"
    >
      {value.length} / {maxLength}
    </span>
  )
  return (
    <div className={`flex flex-col ${dense ? 'gap-0.5' : 'gap-1'} ${className}`}>
      {dense ? (
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={id} className={denseLabel}>
            {label}
          </label>
          {count}
        </div>
      ) : (
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      )}
      <div className="relative">
        {rows ? (
          <textarea
            {...shared}
            rows={rows}
            onChange={(event) => onChange(event.target.value)}
            className={`${fieldLook(error, dense)} resize-y`}
            {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          />
        ) : (
          <input
            {...shared}
            onChange={(event) => onChange(event.target.value)}
            type={
              secret && !revealed ? 'password' : input.type === 'password' ? 'text' : (input.type ?? 'text')
            }
            className={`${fieldLook(error, dense)} ${secret ? 'pr-16' : ''}`}
            {...input}
          />
        )}
        {secret && (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-brand-700 hover:text-brand-900"
            aria-label={revealed ? t`Hide ${label}` : t`Show ${label}`}
          >
            {revealed ? t`Hide` : t`Show`}
          </button>
        )}
      </div>
      {dense ? (
        error && (
          <span id={errorId} role="alert" className="text-xs text-red-600">
            {error}
          </span>
        )
      ) : (
        <div className="flex min-h-4 justify-between gap-2 text-xs">
          <span id={errorId} role={error ? 'alert' : undefined} className="text-red-600">
            {error}
          </span>
          {count}
        </div>
      )}
    </div>
  )
}
