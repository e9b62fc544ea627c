import { useLingui } from '@lingui/react/macro'
import { type CaseView, caseListsByView } from '../../../contract/cases.ts'
import type { SortOrder } from '../../../contract/paging.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { useRowSelection } from '../../ui/useRowSelection.ts'
import { CaseAllocationButtons, useCaseAllocationOffer } from './CaseAllocationButtons.tsx'
import { CaseListFilters, filtersInForce } from './CaseListFilters.tsx'
import {
  caseColumnLayout,
  columnOfSort,
  sortableCaseColumns,
  sortOfColumn,
  useCaseColumns,
} from './caseColumns.tsx'
import { caseListPath } from './caseRoutes.ts'
import { caseListTitle } from './caseViewTitles.ts'
import { useCaseFilterChoices } from './useCaseFilterChoices.ts'
import { useCaseList } from './useCaseList.ts'
import { useCaseListPreferences } from './useCaseListPreferences.ts'
import { useCasePin } from './useCasePin.ts'
import { useLinkedFilters } from './useLinkedFilters.ts'

/** One list screen for the three views (all, sellers', collection): same shape, the view's own data. */
export function CaseListPage({ view }: { view: CaseView }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const preferences = useCaseListPreferences(view, user.roleId)
  const { query, setQuery } = preferences
  useLinkedFilters(preferences.ready, setQuery, caseListPath(view))
  const list = useCaseList(view, user.userId, preferences.ready ? query : undefined)
  const choices = useCaseFilterChoices(user.menuIdList, list.rows !== null || list.failure !== null)
  const pin = useCasePin(user, list.refresh)
  const columns = useCaseColumns({
    timeZone: user.timeZone,
    sort: query.sort,
    user,
    busyCaseIds: pin.busyCaseIds,
    onMark: pin.mark,
  })
  const { visibility } = preferences
  const title = i18n._(caseListTitle(view, user.roleId))
  // One figure per currency the filtered cases lend in; none when no case matches.
  const money = (part: 'amount' | 'paidAmount') =>
    list.summary?.totals.map((total) => formatMoney(total[part], total.currency)).join(' · ') || noValue
  // The table and the toolbar speak of columns; the work queue shows on the appointment column.
  const shownSort = { by: columnOfSort(query.sort), order: query.order }
  const changeSort = (column: string, order: SortOrder) =>
    setQuery({ ...query, ...sortOfColumn(column, order, query.sort) })
  // Managers and team leaders choose cases of All cases to allocate or retrieve; a new filter drops the choice.
  const allocation = useCaseAllocationOffer(user)
  const choosing = view === 'all' && allocation.offered
  const selection = useRowSelection(JSON.stringify(query.filters))
  const matching = list.summary?.count

  const screen = {
    columns: { visibility, choose: preferences.setColumns },
    sort: shownSort,
    changeSort,
    sortable: sortableCaseColumns,
    exportInput: { ...query.filters, sort: query.sort, order: query.order },
    filters: query.filters,
  }
  const panel = preferences.ready && preferences.filtersShown && (
    <CaseListFilters
      key={JSON.stringify(query.filters)}
      filters={query.filters}
      onApply={(filters) => setQuery({ ...query, filters })}
      moreShown={preferences.moreShown}
      onMoreShownChange={preferences.showMore}
      apps={choices.apps}
      teamTypes={choices.teamTypes}
      // A team leader lists their own team's cases only: the filter is for those over the teams.
      leaders={user.teamName === null ? choices.leaders : []}
      owners={choices.owners}
      refusal={list.failure}
    />
  )

  return (
    <PagedListScreen
      screen={screen}
      title={title}
      source={list}
      columns={columns}
      layout={caseColumnLayout}
      filters={{
        panel,
        toggle: {
          shown: preferences.filtersShown,
          onShownChange: preferences.showFilters,
          inForce: filtersInForce(query.filters).all,
        },
      }}
      exportCsv={caseListsByView[view].export}
      totals={
        list.summary
          ? {
              testId: 'case-summary',
              figures: [
                { label: t`Cases`, value: formatNumber(list.summary.count), testId: 'case-count' },
                { label: t`Amount`, value: money('amount') },
                { label: t`Paid`, value: money('paidAmount') },
              ],
            }
          : undefined
      }
      selection={
        choosing
          ? {
              bar: {
                selection,
                matching,
                loaded: (list.rows?.length ?? 0) + (list.pinned?.length ?? 0),
                actions: (
                  <CaseAllocationButtons
                    user={user}
                    offer={allocation}
                    selection={selection}
                    filters={query.filters}
                    matching={matching ?? 0}
                    onChanged={list.refresh}
                  />
                ),
              },
              rowLabel: (row) => t`Select case ${row.caseNo}`,
            }
          : undefined
      }
      messages={{ loading: t`Loading cases…`, empty: t`No cases match these filters.` }}
      testId="case"
    />
  )
}
