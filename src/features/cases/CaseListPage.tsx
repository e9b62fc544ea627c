import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { CaseView } from '../../../contract/cases.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { Freshness } from '../../ui/Freshness.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { CaseListFilters } from './CaseListFilters.tsx'
import { CaseTable } from './CaseTable.tsx'
import { ColumnChooser } from './ColumnChooser.tsx'
import { defaultHiddenColumns, useCaseColumns } from './caseColumns.tsx'
import { caseListTitle } from './caseViewTitles.ts'
import { useCaseFilterChoices } from './useCaseFilterChoices.ts'
import { useCaseList } from './useCaseList.ts'
import { useCaseListPreferences } from './useCaseListPreferences.ts'
import { useCasePin } from './useCasePin.ts'

function Toggle({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <Button
      variant="secondary"
      aria-pressed={pressed}
      onClick={onClick}
      className={pressed ? 'bg-brand-50' : ''}
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

  return (
    <div className="flex h-full flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {list.summary && (
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="case-summary">
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{t`Cases`}</dt>
              <dd className="font-semibold tabular-nums" data-testid="case-count">
                {formatNumber(list.summary.count)}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{t`Amount`}</dt>
              <dd className="font-semibold tabular-nums">{money('amount')}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{t`Paid`}</dt>
              <dd className="font-semibold tabular-nums">{money('paidAmount')}</dd>
            </div>
          </dl>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Toggle
            pressed={preferences.filtersShown}
            onClick={() => preferences.showFilters(!preferences.filtersShown)}
          >
            {t`Filters`}
          </Toggle>
          <Toggle
            pressed={preferences.moreShown}
            onClick={() => preferences.showMore(!preferences.moreShown)}
          >
            {t`More options`}
          </Toggle>
          <ColumnChooser columns={columns} visibility={visibility} onChange={preferences.setColumns} />
          <Button variant="secondary" onClick={list.refresh} disabled={list.refreshing}>
            {list.refreshing ? t`Refreshing…` : t`Refresh`}
          </Button>
        </div>
      </div>
      {preferences.ready && preferences.filtersShown && (
        <CaseListFilters
          key={JSON.stringify(query.filters)}
          filters={query.filters}
          onApply={(filters) => setQuery({ ...query, filters })}
          moreShown={preferences.moreShown}
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
