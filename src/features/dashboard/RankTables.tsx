import { useLingui } from '@lingui/react/macro'
import type { RankingWindow, RankRow } from '../../../contract/dashboards.ts'
import { formatDay, formatNumber } from '../../i18n/format.ts'
import { ListTable } from '../../ui/ListScreen.tsx'
import { rankWindowWords } from './dashboardWords.ts'

/** Whether a window ranks people of more than one team: only then does its table name each one's team. */
const spansTeams = (window: RankingWindow) => new Set(window.rows.map((row) => row.teamName)).size > 1

/**
 * The ranks by finished cases (equal figures share one), a small table per window, with the caller's
 * own rank: two windows to a row while their tables are name and figures, one when they name teams
 * too, so no name breaks at 1,280 px.
 */
export function RankTables({ windows, userId }: { windows: readonly RankingWindow[]; userId: number }) {
  const { t, i18n } = useLingui()
  const withTeams = windows.some(spansTeams)
  return (
    <section aria-labelledby="statement-ranks" className="flex flex-col gap-2">
      <h2 id="statement-ranks" className="text-sm font-semibold text-slate-700">
        {t`Ranks by finished cases`}
      </h2>
      <div className={`grid gap-3 ${withTeams ? '' : 'lg:grid-cols-2'}`}>
        {windows.map((window) => {
          const name = i18n._(rankWindowWords[window.window])
          const days =
            window.days.from === window.days.to
              ? formatDay(window.days.from)
              : `${formatDay(window.days.from)} – ${formatDay(window.days.to)}`
          const mine =
            window.myRank === null ? t`Not ranked here` : t`Your rank: ${window.myRank} of ${window.of}`
          return (
            <div
              key={window.window}
              className="flex min-w-0 flex-col gap-1"
              data-testid={`rank-${window.window}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="text-sm font-medium text-slate-800">{name}</h3>
                <p className="text-xs text-slate-500">
                  {days} · {mine}
                </p>
              </div>
              <ListTable<RankRow>
                label={t`Ranks: ${name}`}
                rows={window.rows}
                rowKey={(row) => row.personId}
                messages={{ loading: t`Loading…`, empty: t`No one is ranked yet.` }}
                columns={[
                  { header: t`Rank`, cell: (row) => row.rank, align: 'end' },
                  {
                    header: t`Name`,
                    cell: (row) => (row.personId === userId ? <strong>{row.name}</strong> : row.name),
                  },
                  ...(spansTeams(window)
                    ? [{ header: t`Team`, cell: (row: RankRow) => row.teamName ?? '—' }]
                    : []),
                  {
                    // Short: under "Ranks by finished cases", beside the name and team at half the width.
                    header: t({ message: 'Finished', context: 'a count of cases' }),
                    cell: (row) => formatNumber(row.finishedCases),
                    align: 'end',
                  },
                  {
                    header: t`Points`,
                    cell: (row) => formatNumber(row.workPerformancePoint),
                    align: 'end',
                  },
                ]}
              />
            </div>
          )
        })}
      </div>
    </section>
  )
}
