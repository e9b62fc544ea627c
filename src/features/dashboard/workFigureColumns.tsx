import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { WorkFigures } from '../../../contract/dashboards.ts'
import { formatNumber } from '../../i18n/format.ts'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { definitionOf, figureWords } from './dashboardWords.ts'
import { MoneyFigures, RepaymentCounts } from './moneyFigures.tsx'

/** The figures of a person's, team's or operation's work over some days (section 3), by name. */
export type WorkFigure =
  | 'dutyDays'
  | 'workPerformancePoint'
  | 'finishedCases'
  | 'calls'
  | 'whatsappMessages'
  | 'collectionRecords'
  | 'repayments'
  | 'repaidAmount'

/** How each figure is written: counts grouped, money one line per currency. */
const written: Record<WorkFigure, (figures: WorkFigures) => ReactNode> = {
  dutyDays: (figures) => formatNumber(figures.dutyDays),
  workPerformancePoint: (figures) => formatNumber(figures.workPerformancePoint),
  finishedCases: (figures) => formatNumber(figures.finishedCases),
  calls: (figures) => formatNumber(figures.calls),
  whatsappMessages: (figures) => formatNumber(figures.whatsappMessages),
  collectionRecords: (figures) => formatNumber(figures.collectionRecords),
  repayments: (figures) => <RepaymentCounts figures={figures.money} />,
  repaidAmount: (figures) => <MoneyFigures figures={figures.money} />,
}

/**
 * A table's columns of work figures, in the order a screen describes them: each named, explained by
 * its definition on hover, and totalled under the rows from `totals` when the table has totals.
 */
export function useWorkFigureColumns<Row>(
  shown: readonly WorkFigure[],
  figuresOf: (row: Row) => WorkFigures,
  totals: WorkFigures | null,
): SimpleColumn<Row>[] {
  const { i18n } = useLingui()
  return shown.map((figure) => ({
    header: i18n._(figureWords[figure]),
    hint: definitionOf(figure),
    align: 'end',
    cell: (row) => written[figure](figuresOf(row)),
    ...(totals ? { total: written[figure](totals) } : {}),
  }))
}
