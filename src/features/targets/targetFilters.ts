import { useLingui } from '@lingui/react/macro'
import type { TargetPeriod } from '../../../contract/targets.ts'
import type { FilterField } from '../../ui/FilterBar.tsx'
import type { SelectOption } from '../../ui/SelectField.tsx'
import { periodLabel } from './targetWords.ts'

interface Choices {
  /** The periods the list's answer offers; none until it answered. */
  periods: readonly TargetPeriod[] | undefined
  teams: readonly SelectOption[]
  currencies: readonly SelectOption[]
}

/** The filters both targets lists share: the period (by its first day), the team and the currency. */
export function useTargetFilters<F extends { period?: string; teamId?: number; currency?: string }>({
  periods,
  teams,
  currencies,
}: Choices): FilterField<F>[] {
  const { t, i18n } = useLingui()
  return [
    {
      kind: 'choice',
      name: 'period' as keyof F & string,
      label: t`Period`,
      width: 'w-48',
      none: t`Current period`,
      choices: (periods ?? []).map((period) => ({ value: period.from, label: periodLabel(i18n, period) })),
    },
    {
      kind: 'choice',
      name: 'teamId' as keyof F & string,
      label: t`Team`,
      width: 'w-44',
      numeric: true,
      choices: teams,
    },
    {
      kind: 'choice',
      name: 'currency' as keyof F & string,
      label: t`Currency`,
      width: 'w-28',
      choices: currencies,
    },
  ]
}
