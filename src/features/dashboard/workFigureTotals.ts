import type { WorkFigures } from '../../../contract/dashboards.ts'
import { addByCurrency } from './moneyFigures.tsx'

const counts = [
  'calls',
  'whatsappMessages',
  'collectionRecords',
  'finishedCases',
  'dutyDays',
  'workPerformancePoint',
] as const

/** The work of many rows added up: counts summed, money per currency on its own. */
export function addWorkFigures(all: readonly WorkFigures[]): WorkFigures {
  const sum = Object.fromEntries(
    counts.map((count) => [count, all.reduce((total, figures) => total + figures[count], 0)]),
  ) as Record<(typeof counts)[number], number>
  return { ...sum, money: addByCurrency(all.map((figures) => figures.money)) }
}
