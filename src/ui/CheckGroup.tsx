import { useId } from 'react'
import type { SelectOption } from './SelectField.tsx'

/**
 * The one field of several choices (a team's duty days, a rule's days, the members a rule deals to):
 * a box per choice under its legend, the error under them as under any field. `chosen` and the
 * change are the choices' values, in the order the options give them.
 */
export function CheckGroup({
  legend,
  options,
  chosen,
  onChange,
  error,
  empty,
}: {
  legend: string
  options: readonly SelectOption[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
  error?: string | undefined
  /** What it says while there is nothing to choose from (a team not chosen yet). */
  empty?: string
}) {
  const errorId = useId()
  const picked = new Set(chosen)
  const toggle = (value: string, on: boolean) => {
    const next = new Set(picked)
    if (on) next.add(value)
    else next.delete(value)
    onChange(options.map((option) => option.value).filter((each) => next.has(each)))
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.length === 0 && empty && <span className="text-sm text-slate-500">{empty}</span>}
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={picked.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <span id={errorId} role={error ? 'alert' : undefined} className="block min-h-4 text-xs text-red-600">
        {error}
      </span>
    </fieldset>
  )
}
