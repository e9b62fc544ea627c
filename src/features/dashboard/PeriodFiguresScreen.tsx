import type { ReactNode } from 'react'
import type { FigureScope } from '../../../contract/dashboards.ts'
import type { Team } from '../../../contract/system.ts'
import { type SimpleColumn, SimpleTable } from '../../ui/SimpleTable.tsx'
import { DashboardChoices } from './DashboardChoices.tsx'
import { DashboardFrame, type DashboardSource } from './DashboardFrame.tsx'
import { DaysCovered } from './DaysCovered.tsx'
import type { DashboardChoice } from './dashboardChoice.ts'

/**
 * A per-member (or per-team) answer over some days, as the staff and sellers' tables' calls give it;
 * whose figures they are (`scope`) when the call says it.
 */
interface PeriodAnswer<Row> {
  asOf: string
  scope?: { kind: FigureScope; name: string | null }
  days: { from: string; to: string }
  rows: Row[]
}

/**
 * The screen of a table of members' figures over a period: the dashboard's frame (whose, when read,
 * refresh, the kept copy's age) with the period, the team for a manager and the export when it has
 * one; then the days covered and the table with its totals line.
 */
export function PeriodFiguresScreen<
  Row extends { kind: string; id: number | null },
  A extends PeriodAnswer<Row>,
>({
  title,
  source,
  columns,
  choice,
  onChoose,
  teams,
  exportCsv,
  empty,
  testId,
}: {
  title: string
  source: DashboardSource<A>
  columns: SimpleColumn<Row>[]
  choice: DashboardChoice
  onChoose: (next: DashboardChoice) => void
  teams: readonly Team[] | null
  exportCsv?: ReactNode
  empty: string
  testId: string
}) {
  return (
    <DashboardFrame
      title={title}
      source={source}
      controls={
        <>
          <DashboardChoices choice={choice} onChoose={onChoose} teams={teams} />
          {exportCsv}
        </>
      }
    >
      {(answer) => (
        <section className="rounded-lg border border-slate-200 bg-white" data-testid={testId}>
          <DaysCovered days={answer.days} />
          <SimpleTable
            label={title}
            rows={answer.rows}
            rowKey={(row) => `${row.kind}:${row.id ?? 'none'}`}
            columns={columns}
            empty={empty}
            wrapHeaders
          />
        </section>
      )}
    </DashboardFrame>
  )
}
