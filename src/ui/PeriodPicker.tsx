import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { z } from 'zod'
import { checkForm } from '../i18n/validationMessages.ts'
import { type DateRange, DateRangeField } from './DateRangeField.tsx'
import { SelectField } from './SelectField.tsx'

/** The periods a picker may offer; `custom` is a range of days chosen on the calendar. */
export type PeriodName = 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'salaryPeriod' | 'custom'

/** A chosen period: a named one, or `custom` with both ends (yyyy-MM-dd). */
export interface PeriodChoice<P extends PeriodName = PeriodName> {
  period: P
  from?: string | undefined
  to?: string | undefined
}

const periodWords: Record<PeriodName, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  thisWeek: msg`This week`,
  thisMonth: msg`This month`,
  salaryPeriod: msg`This salary period`,
  custom: msg`Custom range`,
}

const noRange: DateRange = { from: '', to: '' }

/**
 * Which days a screen's figures cover: one of `periods`, or a custom range on the kit's range picker.
 * A range is passed on only once the call's own schema takes it (both ends, in order, not too long);
 * until then the schema's own words stand under the field and the figures stay those of the last
 * period taken.
 */
export function PeriodPicker<P extends PeriodName>({
  periods,
  value,
  onChange,
  schema,
  timeZone,
  label,
}: {
  periods: readonly P[]
  value: PeriodChoice<P>
  onChange: (next: PeriodChoice<P>) => void
  /** The call's input schema, or the part of it that checks a period. */
  schema: z.ZodType
  timeZone: string
  label?: string
}) {
  const { t, i18n } = useLingui()
  const [choosingRange, setChoosingRange] = useState(false)
  const [range, setRange] = useState<DateRange>(
    value.period === 'custom' ? { from: value.from ?? '', to: value.to ?? '' } : noRange,
  )
  const [error, setError] = useState<string | undefined>()
  const shown = choosingRange ? ('custom' as P) : value.period
  const name = label ?? t`Period`

  const choosePeriod = (next: string) => {
    const period = next as P
    setError(undefined)
    if (period === 'custom') {
      setChoosingRange(true)
      if (range.from && range.to) chooseRange(range)
      return
    }
    setChoosingRange(false)
    onChange({ period })
  }

  function chooseRange(next: DateRange) {
    setRange(next)
    const choice = { period: 'custom' as P, from: next.from, to: next.to }
    const checked = checkForm(schema, choice)
    if (!checked.ok) {
      setError(checked.errors.to ?? checked.errors.from ?? checked.errors.period)
      return
    }
    setError(undefined)
    setChoosingRange(false)
    onChange(choice)
  }

  return (
    <div className="flex flex-wrap items-start gap-3" data-testid="period-picker">
      <SelectField
        label={name}
        value={shown}
        onChange={choosePeriod}
        options={periods.map((period) => ({ value: period, label: i18n._(periodWords[period]) }))}
        dense
        className="w-48"
      />
      {shown === 'custom' && (
        <DateRangeField
          label={t`Days`}
          value={range}
          onChange={chooseRange}
          timeZone={timeZone}
          upToToday
          error={error}
          dense
          className="w-72"
        />
      )}
    </div>
  )
}
