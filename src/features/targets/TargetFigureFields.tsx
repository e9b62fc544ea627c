import { useLingui } from '@lingui/react/macro'
import type { TargetPeriod } from '../../../contract/targets.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import type { FieldProps } from '../../ui/useContractForm.ts'
import { periodLabel } from './targetWords.ts'
import { targetCurrencies } from './useTargetChoices.ts'

/**
 * The period, currency, amount and cases of a target: chosen for a new one; an edited one keeps its
 * period and currency, said as text.
 */
export function TargetFigureFields({
  fields,
  periods,
  fixed,
}: {
  fields: { period: FieldProps; currency: FieldProps; amount: FieldProps; cases: FieldProps }
  periods: readonly TargetPeriod[]
  /** The edited target's period and currency. */
  fixed: { period: TargetPeriod; currency: string } | null
}) {
  const { t, i18n } = useLingui()
  const currency = fixed?.currency ?? fields.currency.value
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
      {fixed ? (
        <>
          <Fixed label={t`Period`} value={periodLabel(i18n, fixed.period)} />
          <Fixed label={t`Currency`} value={fixed.currency} />
        </>
      ) : (
        <>
          <SelectField
            label={t`Period`}
            placeholder={t`Current period`}
            options={periods.map((period) => ({ value: period.from, label: periodLabel(i18n, period) }))}
            {...fields.period}
          />
          <SelectField
            label={t`Currency`}
            placeholder={t`Select…`}
            options={targetCurrencies(null)}
            {...fields.currency}
          />
        </>
      )}
      <TextField
        label={currency ? t`Target amount (${currency})` : t`Target amount`}
        inputMode="decimal"
        {...fields.amount}
      />
      <TextField label={t`Target cases`} inputMode="numeric" {...fields.cases} />
    </div>
  )
}

function Fixed({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <span className="py-2 text-sm text-slate-900">{value}</span>
    </div>
  )
}
