import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo } from 'react'
import type { CaseView } from '../../../contract/cases.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { InForceCount } from '../../ui/InForceCount.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { CaseListFilters, filtersInForce } from './CaseListFilters.tsx'
import { CaseTable } from './CaseTable.tsx'
import { ColumnChooser } from './ColumnChooser.tsx'
import { columnIdOf, defaultHiddenColumns, useCaseColumns } from './caseColumns.tsx'
import { caseListTitle } from './caseViewTitles.ts'
import { useCaseFilterChoices } from './useCaseFilterChoices.ts'
import { useCaseList } from './useCaseList.ts'
import { useCaseListPreferences } from './useCaseListPreferences.ts'
import { useCasePin } from './useCasePin.ts'

/** A toolbar button that shows or hides a panel, and looks pressed while the panel shows. */
function PanelToggle({
  expanded,
  onClick,
  children,
}: {
  expanded: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button
      variant="secondary"
      size="small"
      aria-expanded={expanded}
      onClick={onClick}
      className={expanded ? 'border-brand-500 bg-brand-50 text-brand-700 hover:bg-brand-100' : ''}
    >
      {children}
    </Button>
  )
}

/** One list screen for the three views (all, sellers', collection): same shape, the view's own data. */
export function CaseListPage({ view }: { view: CaseView }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const preferences = useCaseListPreferences(view)
  const { query, setQuery } = preferences
  const list = useCaseList(view, user.userId, preferences.ready ? query : undefined)
  const choices = useCaseFilterChoices(user.menuIdList)
  const pin = useCasePin(list.refresh)
  const columns = useCaseColumns({
    timeZone: user.timeZone,
    roleId: user.roleId,
    busyCaseIds: pin.busyCaseIds,
    onMark: pin.mark,
  })
  const visibility = useMemo(
    () => ({ ...defaultHiddenColumns, ...preferences.columns }),
    [preferences.columns],
  )
  const rows = useMemo(() => (list.rows ? [...list.pinned, ...list.rows] : null), [list.rows, list.pinned])
  const title = i18n._(caseListTitle(view, user.roleId))
  // One figure per currency the filtered cases lend in; none when no case matches.
  const money = (part: 'amount' | 'paidAmount') =>
    list.summary?.totals.map((total) => formatMoney(total[part], total.currency)).join(' · ') || noValue
  const inForce = filtersInForce(query.filters).all
  // The list is sorted by a column the user does not show (allocation, by default): the sort is
  // said here, with its arrow, and reversed here, as the column's header would.
  const sortedBy = columns.find((column) => columnIdOf(column) === query.sort)?.header
  const sortHidden = visibility[query.sort] === false && typeof sortedBy === 'string'
  const reverse = () => setQuery({ ...query, order: query.order === 'desc' ? 'asc' : 'desc' })

  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex items-center gap-x-5">
        <h1 className="shrink-0 text-lg font-semibold whitespace-nowrap text-slate-900">{title}</h1>
        {list.summary && (
          <dl
            className="flex min-w-0 gap-x-4 overflow-hidden text-sm whitespace-nowrap"
            data-testid="case-summary"
          >
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{t`Cases`}</dt>
              <dd className="font-semibold tabular-nums" data-testid="case-count">
                {formatNumber(list.summary.count)}
              </dd>
            </div>
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-slate-500">{t`Amount`}</dt>
              <dd className="truncate font-semibold tabular-nums" title={money('amount')}>
                {money('amount')}
              </dd>
            </div>
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-slate-500">{t`Paid`}</dt>
              <dd className="truncate font-semibold tabular-nums" title={money('paidAmount')}>
                {money('paidAmount')}
              </dd>
            </div>
          </dl>
        )}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {sortHidden && (
            <button
              type="button"
              onClick={reverse}
              title={t`Reverse the order`}
              data-testid="hidden-sort"
              className="flex items-center gap-1 rounded-md px-2 py-1 text-sm whitespace-nowrap text-slate-600 hover:bg-slate-100"
            >
              {t`Sorted by ${sortedBy}`}
              <span aria-hidden className="text-brand-700">
                {query.order === 'asc' ? '▲' : '▼'}
              </span>
              <span className="sr-only">{query.order === 'asc' ? t`ascending` : t`descending`}</span>
            </button>
          )}
          <PanelToggle
            expanded={preferences.filtersShown}
            onClick={() => preferences.showFilters(!preferences.filtersShown)}
          >
            {t`Filters`}
            {!preferences.filtersShown && inForce > 0 && <InForceCount count={inForce} />}
            <span aria-hidden>{preferences.filtersShown ? '▴' : '▾'}</span>
          </PanelToggle>
          <ColumnChooser columns={columns} visibility={visibility} onChange={preferences.setColumns} />
          {/* An icon, so the toolbar keeps to one line in Spanish beside long totals; it turns while asking. */}
          <Button
            variant="secondary"
            size="icon"
            onClick={list.refresh}
            disabled={list.refreshing}
            aria-label={list.refreshing ? t`Refreshing…` : t`Refresh`}
            title={list.refreshing ? t`Refreshing…` : t`Refresh`}
          >
            <svg
              viewBox="0 0 16 16"
              aria-hidden
              className={`size-4 ${list.refreshing ? 'animate-spin' : ''}`}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M13.25 8a5.25 5.25 0 1 1-1.54-3.71" />
              <path d="M13.25 2.5v2.75H10.5" />
            </svg>
          </Button>
        </div>
      </div>
      {preferences.ready && preferences.filtersShown && (
        <CaseListFilters
          key={JSON.stringify(query.filters)}
          filters={query.filters}
          onApply={(filters) => setQuery({ ...query, filters })}
          moreShown={preferences.moreShown}
          onMoreShownChange={preferences.showMore}
          apps={choices.apps}
          teamTypes={choices.teamTypes}
          owners={choices.owners}
        />
      )}
      <Freshness savedAt={list.savedAt} failure={list.failure} timeZone={user.timeZone} />
      {rows === null ? (
        <NotLoaded
          failure={list.failure}
          loading={t`Loading cases…`}
          failed={(reason) => t`The list could not be loaded: ${reason}`}
          onRetry={list.refresh}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-sm text-slate-500 shadow-sm">
          {t`No cases match these filters.`}
        </p>
      ) : (
        <CaseTable
          label={title}
          columns={columns}
          rows={rows}
          columnVisibility={visibility}
          onColumnVisibilityChange={preferences.setColumns}
          sort={query.sort}
          order={query.order}
          onSortChange={(sort, order) => setQuery({ ...query, sort, order })}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          autoLoad={list.failure === null}
          onLoadMore={list.loadMore}
          dimmed={list.outdated}
        />
      )}
    </div>
  )
}

export function AllCasesScreen() {
  return <CaseListPage view="all" />
}

export function SellerCasesScreen() {
  return <CaseListPage view="seller" />
}

export function CollectionCasesScreen() {
  return <CaseListPage view="collection" />
}
