import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { FigureScope } from '../../../contract/dashboards.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RefreshButton } from '../../ui/RefreshButton.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { AsOf } from './AsOf.tsx'
import { DashboardChoices } from './DashboardChoices.tsx'
import type { DashboardChoice } from './dashboardChoice.ts'

/** A per-member (or per-team) answer over some days, as the staff tables' calls give it. */
interface PeriodAnswer<Row> {
  asOf: string
  scope: { kind: FigureScope; name: string | null }
  days: { from: string; to: string }
  rows: Row[]
}

/** A kept read of such an answer (useKeptRead's). */
interface PeriodSource<Row> {
  data: PeriodAnswer<Row> | undefined
  savedAt: number | undefined
  failure: ApiFailure | null
  asking: boolean
  refresh: () => void
}

/**
 * The screen of a table of members' figures over a period: its title, the days covered and when they
 * were read, the export when it has one, the refresh; the period and (for a manager) the team; the
 * kept copy's age; then the table with its totals line.
 */
export function PeriodFiguresScreen<Row extends { kind: string; id: number | null }>({
  title,
  source,
  columns,
  choice,
  onChoose,
  choosesTeam,
  exportCsv,
  empty,
  testId,
}: {
  title: string
  source: PeriodSource<Row>
  columns: SimpleColumn<Row>[]
  choice: DashboardChoice
  onChoose: (next: DashboardChoice) => void
  choosesTeam: boolean
  exportCsv?: ReactNode
  empty: string
  testId: string
}) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const answer = source.data
  const scope = answer?.scope
  const chosenTeam =
    choice.teamId === undefined
      ? null
      : { id: choice.teamId, name: scope?.kind === 'team' ? scope.name : null }
  return (
    <ListScreen
      title={title}
      source={source}
      actions={
        <>
          <AsOf asOf={answer?.asOf} days={answer?.days} timeZone={user.timeZone} />
          {exportCsv}
          <RefreshButton refresh={source.refresh} refreshing={source.asking} />
        </>
      }
      filters={
        <DashboardChoices
          choice={choice}
          onChoose={onChoose}
          chosenTeam={chosenTeam}
          choosesTeam={choosesTeam}
        />
      }
    >
      <ListTable
        label={title}
        rows={answer?.rows}
        failure={source.failure}
        rowKey={(row) => `${row.kind}:${row.id ?? 'none'}`}
        columns={columns}
        messages={{ loading: t`Loading the figures…`, empty }}
        testId={testId}
        wrapHeaders
      />
    </ListScreen>
  )
}
