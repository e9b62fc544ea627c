import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { TargetRow } from '../../../contract/targets.ts'
import { formatCompactInstant, formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { PaceCell, useDifferenceWords } from './targetFigures.tsx'
import { definitionOf, formatRate } from './targetWords.ts'

export const targetHelper = dataColumnHelper<TargetRow>()

/** The widths of the figures every targets list shows. */
export const figureWidths = {
  currency: 80,
  amount: 150,
  cases: 90,
  reachedAmount: 150,
  reachedCases: 90,
  achievement: 100,
  caseAchievement: 100,
  accountRate: 100,
  pace: 190,
  changedAt: 140,
  actions: 110,
} as const

export const figureColumnIds = new Set([
  'amount',
  'cases',
  'reachedAmount',
  'reachedCases',
  'achievement',
  'caseAchievement',
  'accountRate',
])

/**
 * The figures of a target, the same on the teams' and the members' lists (section 3 Target: target,
 * value, achievement, account rate; and pace): each header's tooltip is its definition from the contract.
 */
export function useTargetFigureColumns(timeZone: string): DataColumn<TargetRow>[] {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const hint = (figure: Parameters<typeof definitionOf>[1]) => ({
      meta: { hint: definitionOf(i18n, figure) },
    })
    return targetHelper.columns([
      targetHelper.accessor('currency', { header: t`Currency`, cell: (info) => info.getValue() }),
      targetHelper.accessor('amount', {
        header: t`Target`,
        ...hint('target'),
        cell: ({ row: { original } }) => formatMoney(original.amount, original.currency),
      }),
      targetHelper.accessor('cases', {
        header: t`Target cases`,
        ...hint('target'),
        cell: (info) => formatNumber(info.getValue()),
      }),
      targetHelper.accessor((row) => row.progress.reachedAmount, {
        id: 'reachedAmount',
        header: t`Reached`,
        ...hint('value'),
        cell: ({ row: { original } }) => formatMoney(original.progress.reachedAmount, original.currency),
      }),
      targetHelper.accessor((row) => row.progress.reachedCases, {
        id: 'reachedCases',
        header: t`Reached cases`,
        ...hint('value'),
        cell: (info) => formatNumber(info.getValue()),
      }),
      targetHelper.accessor((row) => row.progress.achievement, {
        id: 'achievement',
        header: t`Achievement`,
        ...hint('achievement'),
        cell: (info) => formatRate(i18n, info.getValue()),
      }),
      targetHelper.accessor((row) => row.progress.caseAchievement, {
        id: 'caseAchievement',
        header: t`Cases achievement`,
        ...hint('achievement'),
        cell: (info) => formatRate(i18n, info.getValue()),
      }),
      targetHelper.accessor((row) => row.progress.accountRate, {
        id: 'accountRate',
        header: t`Account rate`,
        ...hint('accountRate'),
        cell: (info) => formatRate(i18n, info.getValue()),
      }),
      targetHelper.display({
        id: 'pace',
        header: t`Pace`,
        ...hint('pace'),
        cell: ({ row: { original } }) => <PaceCell row={original} />,
      }),
      targetHelper.accessor('changedAt', {
        header: t`Last change`,
        cell: ({ row: { original } }) =>
          original.changedAt ? formatCompactInstant(original.changedAt, timeZone) : noValue,
      }),
    ])
  }, [t, i18n, timeZone])
}

/** A difference with its sign: + more, − less. */
const signed = (value: number, written: string) => `${value > 0 ? '+' : '−'}${written}`

/** The members' difference of a team's target: said only when they do not add up to it. */
export function useMembersDifferenceColumn(): DataColumn<TargetRow> {
  const { t } = useLingui()
  const words = useDifferenceWords()
  return useMemo(
    () =>
      targetHelper.display({
        id: 'membersDifference',
        header: t`Members' difference`,
        cell: ({ row: { original } }) => {
          const difference = original.membersDifference
          const by = difference && words(difference, original.currency)
          if (!difference || !by) return noValue
          // Signed and short beside the menu at 1,280 px; the sentence on hover.
          const shown = [
            difference.amount !== 0 &&
              signed(difference.amount, formatMoney(Math.abs(difference.amount), original.currency)),
            difference.cases !== 0 &&
              signed(
                difference.cases,
                plural(Math.abs(difference.cases), { one: '# case', other: '# cases' }),
              ),
          ].filter(Boolean)
          return (
            <span className="text-amber-700" title={t`The members add up to ${by} than the team's target.`}>
              {shown.join(' · ')}
            </span>
          )
        },
      }),
    [t, words],
  )
}
