import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { type DateRange, DateRangeField } from './DateRangeField.tsx'
import { SelectField, type SelectOption } from './SelectField.tsx'
import { TextField } from './TextField.tsx'

/** A filter's name among a list's filters. */
type FilterName<F> = keyof F & string

/**
 * One filter of a list screen, as data: a screen says which filters it has; the bar draws them, keeps
 * what is typed until it is asked for, and reports each choice by its filter (useListScreen keeps it).
 */
export type FilterField<F> =
  | {
      kind: 'search'
      name: FilterName<F>
      label: string
      /** The field's width, a Tailwind class written out (w-56) so the build finds it. */
      width: string
      placeholder?: string
      maxLength?: number
    }
  | {
      kind: 'choice'
      name: FilterName<F>
      label: string
      width: string
      choices: readonly SelectOption[]
      /** An id: the choice's text is kept as its number. */
      numeric?: boolean
      /** Filters that depend on this one (a member within a team), let go when it changes. */
      clears?: readonly FilterName<F>[]
      /** What choosing none means ('Current period'); 'Any' when not given. */
      none?: string
    }
  | {
      kind: 'dates'
      /** The filter of the range's first day; `to` names the filter of its last day (both included). */
      name: FilterName<F>
      to: FilterName<F>
      label: string
      width: string
      /** The user's: the days are theirs, and none after their today is offered. */
      timeZone: string
    }

/** What a filter reports: a choice's or a search's text, or a whole range of days ('' ends: none). */
export type FilterChange = string | DateRange

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value))

interface FilterBarProps<F> {
  fields: readonly FilterField<F>[]
  /** The filters in force, as the list keeps them. */
  values: F
  onChange: (field: FilterField<F>, value: FilterChange) => void
  /** The form's name for assistive technology ("Blacklist filters"). */
  label: string
  /** What stands at the bar's end: the screen's toolbar actions (Add entry). */
  end?: ReactNode
  testId?: string
}

/**
 * A list screen's filters on one line: a choice applies at once; a search is asked for when the user
 * presses Enter in it or leaves it, not at each key (a server search per letter would be wasted).
 */
export function FilterBar<F>({ fields, values, onChange, label, end, testId }: FilterBarProps<F>) {
  const searches = fields.filter((field) => field.kind === 'search')
  const [typed, setTyped] = useState<Record<string, string>>({})
  // A search changed elsewhere (a link that opens the list on a name, a reset) shows as asked.
  const asked = searches.map((field) => shown(values[field.name as keyof F])).join('\u0000')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` stands for the searched values.
  useEffect(() => setTyped({}), [asked])
  const typedIn = (field: FilterField<F>) => typed[field.name] ?? shown(values[field.name as keyof F])
  const ask = (field: FilterField<F>) => {
    const value = typedIn(field).trim()
    if (value !== shown(values[field.name as keyof F])) onChange(field, value)
  }
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={label}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault()
        for (const field of searches) ask(field)
      }}
    >
      {fields.map((field) =>
        field.kind === 'search' ? (
          <TextField
            key={field.name}
            dense
            className={field.width}
            type="search"
            label={field.label}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={typedIn(field)}
            onChange={(value) => setTyped((current) => ({ ...current, [field.name]: value }))}
            onBlur={() => ask(field)}
            // Enter asks for this search itself: a form of two fields and no submit button is never
            // submitted by Enter (the HTML rule of implicit submission), so the bar does not rely on it.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              ask(field)
            }}
          />
        ) : field.kind === 'dates' ? (
          <DatesFilter
            key={field.name}
            field={field}
            kept={{ from: shown(values[field.name as keyof F]), to: shown(values[field.to as keyof F]) }}
            onChange={onChange}
          />
        ) : (
          <ChoiceFilter
            key={field.name}
            field={field}
            value={shown(values[field.name as keyof F])}
            onChange={onChange}
          />
        ),
      )}
      {end && <span className="ms-auto flex items-end gap-2">{end}</span>}
    </form>
  )
}

/** A day as the filters take it: a real calendar day, yyyy-MM-dd. */
const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)

/**
 * A range of days: reported only whole (both ends, the start not after the end) or emptied at both
 * ends, so the list never asks for half a range; what is typed meanwhile stays in the field.
 */
function DatesFilter<F>({
  field,
  kept,
  onChange,
}: {
  field: Extract<FilterField<F>, { kind: 'dates' }>
  kept: DateRange
  onChange: (field: FilterField<F>, value: FilterChange) => void
}) {
  // What is typed, with the kept range it was typed over: once the kept range changes (the range
  // reported, a reset, a kept choice read), the kept one shows. Derived rather than reset in an
  // effect, which could run after an end typed meanwhile and throw it away.
  const keptRange = `${kept.from}|${kept.to}`
  const [draft, setDraft] = useState<{ over: string; range: DateRange } | null>(null)
  return (
    <DateRangeField
      dense
      className={field.width}
      label={field.label}
      value={draft?.over === keptRange ? draft.range : kept}
      timeZone={field.timeZone}
      upToToday
      onChange={(next) => {
        setDraft({ over: keptRange, range: next })
        const whole = isDay(next.from) && isDay(next.to) && next.from <= next.to
        const none = next.from === '' && next.to === ''
        if ((whole || none) && (next.from !== kept.from || next.to !== kept.to)) onChange(field, next)
      }}
    />
  )
}

function ChoiceFilter<F>({
  field,
  value,
  onChange,
}: {
  field: Extract<FilterField<F>, { kind: 'choice' }>
  value: string
  onChange: (field: FilterField<F>, value: FilterChange) => void
}) {
  const { t } = useLingui()
  return (
    <SelectField
      dense
      className={field.width}
      label={field.label}
      placeholder={field.none ?? t`Any`}
      value={value}
      onChange={(next) => onChange(field, next)}
      options={[...field.choices]}
    />
  )
}
