import { type SelectHTMLAttributes, useId } from 'react'
import { denseLabel } from './TextField.tsx'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  options: SelectOption[]
  /** The first, empty choice ('Any' in a filter, 'Select…' in a form); left out when not given. */
  placeholder?: string
  error?: string | undefined
  /** The tight look of a filter bar, as TextField's. */
  dense?: boolean
}

/** The one choice field: label, select, error under it, like TextField. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  dense = false,
  className = '',
  ...select
}: SelectFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={`flex flex-col ${dense ? 'gap-0.5' : 'gap-1'} ${className}`}>
      <label htmlFor={id} className={dense ? denseLabel : 'text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded-md border bg-white ${dense ? 'h-[30px] px-1.5 py-0' : 'px-3 py-2'} text-sm outline-none focus:ring-2 disabled:bg-slate-50 ${
          error
            ? 'border-red-500 focus:ring-red-200'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {(!dense || error) && (
        <span id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs text-red-600">
          {error}
        </span>
      )}
    </div>
  )
}
