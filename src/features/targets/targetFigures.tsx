import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { type PaceStatus, paceWords, type TargetRow, type TeamKind } from '../../../contract/targets.ts'
import { formatMoney, formatNumber } from '../../i18n/format.ts'
import { inLanguage } from './targetWords.ts'

export const teamKindWords = { collection: msg`Collection`, sales: msg`Sales` } as const satisfies Record<
  TeamKind,
  unknown
>

const paceLook: Record<PaceStatus, string> = {
  ahead: 'text-emerald-700',
  onPace: 'text-slate-700',
  behind: 'text-red-700',
}

/** Pace: the status word, coloured ahead or behind, and how far from an even recovery (signed money). */
export function PaceCell({ row }: { row: TargetRow }) {
  const { i18n } = useLingui()
  const { status, gap } = row.progress.pace
  const sign = gap > 0 ? '+' : gap < 0 ? '−' : ''
  return (
    <span className={`font-medium whitespace-nowrap ${paceLook[status]}`} data-pace={status}>
      {inLanguage(i18n, paceWords[status])}{' '}
      <span className="font-normal tabular-nums">
        {sign}
        {formatMoney(Math.abs(gap), row.currency)}
      </span>
    </span>
  )
}

/** Money and cases side by side: "1,200.00 MXN · 40 cases". */
export function useTargetAmounts() {
  const { t } = useLingui()
  return useCallback(
    (amount: number, cases: number, currency: string) => {
      const money = formatMoney(amount, currency)
      const count = formatNumber(cases)
      return t`${money} · ${count} cases`
    },
    [t],
  )
}

/**
 * How far the members' targets are from the team's, in words ("1,200.00 MXN less and 2 cases more");
 * null when they add up to it exactly.
 */
export function useDifferenceWords() {
  const { t } = useLingui()
  return useCallback(
    (difference: { amount: number; cases: number }, currency: string): string | null => {
      const parts: string[] = []
      if (difference.amount !== 0) {
        const money = formatMoney(Math.abs(difference.amount), currency)
        parts.push(difference.amount < 0 ? t`${money} less` : t`${money} more`)
      }
      if (difference.cases !== 0) {
        const count = Math.abs(difference.cases)
        parts.push(
          difference.cases < 0
            ? plural(count, { one: '# case fewer', other: '# cases fewer' })
            : plural(count, { one: '# case more', other: '# cases more' }),
        )
      }
      if (parts.length === 0) return null
      const [first = '', second] = parts
      return second ? t`${first} and ${second}` : first
    },
    [t],
  )
}
