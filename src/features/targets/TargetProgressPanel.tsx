import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { TargetChange, TargetRow } from '../../../contract/targets.ts'
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format.ts'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'
import { PaceCell, useTargetAmounts } from './targetFigures.tsx'
import { definitionOf, formatRate, type TargetFigure } from './targetWords.ts'

/** A target's figures and how far it has got, each with its definition (edit screen). */
export function TargetProgressPanel({ target }: { target: TargetRow }) {
  const { t, i18n } = useLingui()
  const amounts = useTargetAmounts()
  const { progress } = target
  const figures: [string, TargetFigure, ReactNode][] = [
    [t`Target`, 'target', amounts(target.amount, target.cases, target.currency)],
    [t`Reached`, 'value', amounts(progress.reachedAmount, progress.reachedCases, target.currency)],
    [
      t`Achievement`,
      'achievement',
      `${formatRate(i18n, progress.achievement)} · ${formatRate(i18n, progress.caseAchievement)}`,
    ],
    [t`Account rate`, 'accountRate', formatRate(i18n, progress.accountRate)],
    [t`Pace`, 'pace', <PaceCell key="pace" row={target} />],
  ]
  return (
    <section aria-label={t`Progress`} className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {figures.map(([label, figure, value]) => (
        <div key={label} className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <div
            className="cursor-help text-xs text-slate-500 underline decoration-dotted"
            title={definitionOf(i18n, figure)}
          >
            {label}
          </div>
          <div className="text-sm font-medium text-slate-900 tabular-nums">{value}</div>
        </div>
      ))}
    </section>
  )
}

/** A target's recorded changes, newest first: who, when, money and cases from and to. */
export function TargetChanges({
  changes,
  currency,
  timeZone,
}: {
  changes: TargetChange[]
  currency: string
  timeZone: string
}) {
  const { t } = useLingui()
  const newestFirst = [...changes].sort((a, b) => b.changedAt.localeCompare(a.changedAt))
  const fromTo = (from: string, to: string) => `${from} → ${to}`
  const columns: SimpleColumn<TargetChange>[] = [
    { header: t`Changed by`, cell: (change) => change.changedByName },
    { header: t`When`, cell: (change) => formatDateTime(change.changedAt, timeZone) },
    {
      header: t`Target`,
      cell: (change) =>
        fromTo(formatMoney(change.amountFrom, currency), formatMoney(change.amountTo, currency)),
    },
    {
      header: t`Target cases`,
      cell: (change) => fromTo(formatNumber(change.casesFrom), formatNumber(change.casesTo)),
    },
  ]
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-slate-800">{t`Changes`}</h2>
      <div className="rounded-lg border border-slate-200 bg-white">
        <SimpleTable
          label={t`Changes`}
          columns={columns}
          rows={newestFirst}
          rowKey={(change) => change.changedAt}
          empty={t`Not changed since it was set.`}
        />
      </div>
    </section>
  )
}
