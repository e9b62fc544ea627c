import {
  type PerformanceWeights,
  type PointCount,
  workPerformancePoint,
} from '../../../contract/dashboardFigures.ts'
import type { MoneyFigure, WorkFigures } from '../../../contract/dashboards.ts'

/** The kept counts a work figure is made of (a person's, a team's or a day's, added up). */
export type WorkCounts = Record<PointCount | 'dutyDays', number>

const noCounts: WorkCounts = { calls: 0, whatsappMessages: 0, finishedCases: 0, dutyDays: 0 }

/** Money rows of one currency added together, each currency apart, in the currencies' order. */
export function moneyByCurrency(rows: readonly MoneyFigure[]): MoneyFigure[] {
  const sums = new Map<string, MoneyFigure>()
  for (const { currency, repayments, repaidAmount } of rows) {
    const sum = sums.get(currency) ?? { currency, repayments: 0, repaidAmount: 0 }
    sums.set(currency, {
      currency,
      repayments: sum.repayments + repayments,
      repaidAmount: sum.repaidAmount + repaidAmount,
    })
  }
  return [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency))
}

/** The figures of contract/dashboards.ts from kept counts and money; no counts are zeros. */
export function workFiguresOf(
  counts: WorkCounts | undefined,
  money: readonly MoneyFigure[],
  weights: PerformanceWeights,
): WorkFigures {
  const { calls, whatsappMessages, finishedCases, dutyDays } = counts ?? noCounts
  return {
    calls,
    whatsappMessages,
    collectionRecords: calls + whatsappMessages,
    finishedCases,
    dutyDays,
    workPerformancePoint: workPerformancePoint({ calls, whatsappMessages, finishedCases }, weights),
    money: moneyByCurrency(money),
  }
}

/** Figures added together (a team's from its members', the totals of a table), money per currency. */
export function sumOfFigures(figures: readonly WorkFigures[], weights: PerformanceWeights): WorkFigures {
  const counts = { ...noCounts }
  for (const figure of figures)
    for (const name of Object.keys(counts) as (keyof WorkCounts)[]) counts[name] += figure[name]
  return workFiguresOf(
    counts,
    figures.flatMap((figure) => figure.money),
    weights,
  )
}
