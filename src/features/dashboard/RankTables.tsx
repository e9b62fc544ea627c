import { useLingui } from '@lingui/react/macro'
import type { RankingWindow, RankRow } from '../../../contract/dashboards.ts'
import { formatDay, formatNumber } from '../../i18n/format.ts'
import { ListTable } from '../../ui/ListScreen.tsx'
import { rankWindowWords } from './dashboardWords.ts'

/** The ranks by finished cases (equal figures share one), a small table per window, with the caller's own rank. */
export function RankTables({ windows, userId }: { windows: readonly RankingWindow[]; userId: number }) {
  const { t, i18n } = useLingui()
  return (
    <section aria-labelledby="statement-ranks" className="flex flex-col gap-2">
      <h2 id="statement-ranks" className="text-sm font-semibold text-slate-700">
        {t`Ranks by finished cases`}
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
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
                  { header: t`Team`, cell: (row) => row.teamName ?? '—' },
                  {
                    header: t`Finished cases`,
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
