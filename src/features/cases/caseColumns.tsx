import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo } from 'react'
import { Link } from 'wouter'
import type { Actor } from '../../../contract/actions.ts'
import { type CaseMark, type CaseRow, type CaseSort, caseSorts } from '../../../contract/cases.ts'
import { roleIds } from '../../../contract/menus.ts'
import type { SortOrder } from '../../../contract/paging.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { tableDates } from '../../ui/tableDates.tsx'
import { offeredMarks, storedLifecycleOfRow } from './caseActions.ts'
import { connectionLabels, labelOf, statusLabels, wayLabels } from './caseLabels.ts'
import { caseDetailPathOf } from './caseRoutes.ts'
import type { CaseLinkState } from './caseTabLabel.ts'

export type CaseColumn = DataColumn<CaseRow>

const helper = dataColumnHelper<CaseRow>()

/**
 * Column widths in pixels for the first draw, before the table sizes the columns to what they show;
 * the name column is the one cut when the values do not all fit (a long name is the likeliest to be);
 * amounts and counts line up on the right.
 */
export const caseColumnLayout: ColumnLayout = {
  growing: 'name',
  figures: new Set(['amount', 'paidAmount', 'lastAmount', 'overdueDays', 'sleepDays', 'holdingDays']),
  widths: {
    actions: 40,
    caseNo: 100,
    name: 150,
    phone: 108,
    status: 148,
    amount: 124,
    paidAmount: 112,
    overdueDays: 72,
    dueDate: 116,
    allocatedAt: 140,
    appointment: 144,
    deal: 84,
    connectionStatus: 128,
    appName: 112,
    loanDate: 104,
    finishedDate: 140,
    lastConnectionTime: 140,
    sleepDays: 72,
    lastAmount: 116,
    cleanDate: 104,
    teamTypeName: 112,
    owner: 144,
    holdingDays: 72,
    allocatedBy: 144,
    way: 96,
    retrievedTime: 140,
  },
}

/**
 * Shown until the user chooses: the columns a collector reads on every call (case, name, phone, status,
 * amount, paid, overdue days, due date, appointment), which fit a 1,440 px screen; the rest on request.
 */
export const defaultHiddenColumns: Record<string, boolean> = Object.fromEntries(
  [
    'allocatedAt',
    'deal',
    'connectionStatus',
    'appName',
    'loanDate',
    'finishedDate',
    'lastConnectionTime',
    'sleepDays',
    'lastAmount',
    'cleanDate',
    'teamTypeName',
    'owner',
    'holdingDays',
    'allocatedBy',
    'way',
    'retrievedTime',
  ].map((id) => [id, false]),
)

/**
 * A team leader's and a manager's first columns: whose case it is (the owner) and when it was
 * allocated (their lists' order) in place of the phone and the appointment a collector works with.
 */
export const teamHiddenColumns: Record<string, boolean> = {
  ...defaultHiddenColumns,
  owner: true,
  allocatedAt: true,
  phone: false,
  appointment: false,
}

const teamRoles: ReadonlySet<number> = new Set([roleIds.manager, roleIds.teamLeader, roleIds.officeManager])

/** The columns a role's case lists hide until the user chooses: a collector's, or a team's. */
export const hiddenColumnsFor = (roleId: number): Record<string, boolean> =>
  teamRoles.has(roleId) ? teamHiddenColumns : defaultHiddenColumns

/**
 * The work queue has no column of its own: the appointment column, its main key after open-first,
 * shows it as the list's order and asks for it.
 */
export const workQueueColumn = 'appointment'

/** The column whose header shows a sort: its own, or the appointment for the work queue. */
export const columnOfSort = (sort: CaseSort): string => (sort === 'workQueue' ? workQueueColumn : sort)

/**
 * What a click on a sortable header asks for. The work queue, newly chosen, starts from its head
 * (ascending: what is due first), whatever the table's habit of offering the largest first.
 */
export function sortOfColumn(
  column: string,
  order: SortOrder,
  current: CaseSort,
): { sort: CaseSort; order: SortOrder } {
  if (column !== workQueueColumn) return { sort: column as CaseSort, order }
  return { sort: 'workQueue', order: current === 'workQueue' ? order : 'asc' }
}

/** The server sorts by the contract's caseSorts only; these columns show them. */
export const sortableCaseColumns: ReadonlySet<string> = new Set(caseSorts.map(columnOfSort))

interface CaseColumnsInput {
  timeZone: string
  /** The list's sort: under the work queue, the appointment column's header names it. */
  sort: CaseSort
  user: Actor
  /** The case a pin is being sent for, so its button waits. */
  busyCaseIds: ReadonlySet<number>
  onMark: (row: CaseRow, mark: CaseMark) => void
}

/** A pushpin: outlined where a case can be pinned, filled where it is. */
function PinIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden
      className="size-4"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.3}
      strokeLinejoin="round"
    >
      <path d="M5.5 1.75h5l-.9 4 2.65 2.9v1.1H3.75v-1.1L6.4 5.75z" />
      <path d="M8 9.75v4.5" strokeLinecap="round" />
    </svg>
  )
}

/** The case list's columns, in the user's language, zone and role. */
export function useCaseColumns({
  timeZone,
  sort,
  user,
  busyCaseIds,
  onMark,
}: CaseColumnsInput): CaseColumn[] {
  const { t, i18n } = useLingui()
  const inWorkQueue = sort === 'workQueue'
  return useMemo(() => {
    const dash = noValue
    const { instant, day } = tableDates(i18n.locale, timeZone)
    // A row's pin offer asks the case machine; a row drawn again (the column fit, a scroll back) is the
    // same object, and asks once.
    const pinOffers = new WeakMap<CaseRow, ReturnType<typeof offeredMarks>>()
    const pinOffersOf = (row: CaseRow) => {
      let offered = pinOffers.get(row)
      if (!offered) {
        offered = offeredMarks(storedLifecycleOfRow(row), row.pinned, user, ['PIN', 'UNPIN'])
        pinOffers.set(row, offered)
      }
      return offered
    }
    const count = (value: number | null) => (value === null ? dash : formatNumber(value))
    const text = (value: string | null): ReactNode => value ?? dash
    // The link names the case to its detail, so its tab does before (or without) the detail.
    // A name the table has no room for on one line goes on two (the row is tall enough), cut only beyond.
    const detailLink = (row: CaseRow, label: string, wraps = false) => (
      <Link
        href={caseDetailPathOf(row)}
        state={{ caseNo: row.caseNo, name: row.name } satisfies CaseLinkState}
        className={`${wraps ? 'line-clamp-2 leading-tight whitespace-normal' : 'truncate'} text-brand-700 hover:underline`}
      >
        {label}
      </Link>
    )
    return helper.columns([
      helper.display({
        id: 'actions',
        header: () => (
          <span className="flex justify-center text-slate-400" title={t`Pin`}>
            <span className="sr-only">{t`Pin`}</span>
            <PinIcon filled={false} />
          </span>
        ),
        enableHiding: false,
        // An icon, so the column stays narrow; the row's tint and the filled pin say it is pinned.
        cell: ({ row: { original: row } }) => {
          const marks = pinOffersOf(row)
          return (
            <span className="flex items-center">
              {row.pinned && <span className="sr-only">{t`Pinned`}</span>}
              {row.pinned && marks.length === 0 && (
                <span className="p-1 text-amber-600" title={t`Pinned`}>
                  <PinIcon filled />
                </span>
              )}
              {marks.map((action) => (
                <button
                  key={action.mark}
                  type="button"
                  disabled={busyCaseIds.has(row.id)}
                  onClick={() => onMark(row, action.mark)}
                  aria-label={`${i18n._(action.label)} ${row.caseNo}`}
                  title={i18n._(action.label)}
                  className={`rounded p-1 hover:bg-brand-50 disabled:opacity-40 ${
                    action.mark === 'PIN'
                      ? 'text-slate-300 group-hover:text-slate-500 hover:text-brand-700'
                      : 'text-amber-600 hover:text-amber-700'
                  }`}
                >
                  <PinIcon filled={action.mark === 'UNPIN'} />
                </button>
              ))}
            </span>
          )
        },
      }),
      helper.accessor('caseNo', {
        header: t`Case no`,
        enableHiding: false,
        cell: ({ row }) => detailLink(row.original, row.original.caseNo),
      }),
      helper.accessor('name', {
        header: t`Name`,
        cell: ({ row }) => detailLink(row.original, row.original.name, true),
      }),
      helper.accessor('phone', { header: t`Phone`, cell: (info) => info.getValue() }),
      helper.accessor('status', {
        header: t`Status`,
        // A closed case says so under its status, so the column stays as narrow as the status.
        cell: ({ row }) => (
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate">{labelOf(i18n, statusLabels, row.original.status)}</span>
            {row.original.closed && <span className="truncate text-xs text-slate-500">{t`Closed`}</span>}
          </span>
        ),
      }),
      helper.accessor('amount', {
        header: t`Amount`,
        cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
      }),
      helper.accessor('paidAmount', {
        header: t`Paid`,
        cell: ({ row }) => formatMoney(row.original.paidAmount, row.original.currency),
      }),
      helper.accessor('overdueDays', { header: t`Overdue days`, cell: (info) => count(info.getValue()) }),
      helper.accessor('dueDate', {
        header: t`Due date`,
        // 'Fecha de vencimiento' is 110 px of header over dates of 60: the agreed 'Vence' heads it.
        meta: { shortHeader: t({ context: 'column header', message: 'Due date' }) },
        cell: (info) => day(info.getValue()),
      }),
      helper.accessor((row) => row.allocatedDate, {
        id: 'allocatedAt',
        header: t`Allocated`,
        cell: (info) => instant(info.getValue()),
      }),
      helper.accessor('appointment', {
        header: inWorkQueue ? t`Appointment · work queue` : t`Appointment`,
        cell: (info) => instant(info.getValue()),
      }),
      helper.accessor('deal', {
        header: t`Deal`,
        cell: (info) => (info.getValue() ? t`Deal` : t`No deal`),
      }),
      helper.accessor('connectionStatus', {
        header: t`Connection`,
        cell: (info) => {
          const value = info.getValue()
          return value ? labelOf(i18n, connectionLabels, value) : dash
        },
      }),
      helper.accessor('appName', { header: t`App`, cell: (info) => info.getValue() }),
      helper.accessor('loanDate', { header: t`Loan date`, cell: (info) => day(info.getValue()) }),
      helper.accessor('finishedDate', { header: t`Finished`, cell: (info) => instant(info.getValue()) }),
      helper.accessor('lastConnectionTime', {
        header: t`Last connection`,
        cell: (info) => instant(info.getValue()),
      }),
      helper.accessor('sleepDays', { header: t`Sleep days`, cell: (info) => count(info.getValue()) }),
      helper.accessor('lastAmount', {
        header: t`Last amount`,
        cell: ({ row }) =>
          row.original.lastAmount === null
            ? dash
            : formatMoney(row.original.lastAmount, row.original.currency),
      }),
      helper.accessor('cleanDate', { header: t`Clean date`, cell: (info) => day(info.getValue()) }),
      helper.accessor('teamTypeName', { header: t`Team type`, cell: (info) => info.getValue() }),
      helper.accessor('owner', { header: t`Owner`, cell: (info) => text(info.getValue()) }),
      helper.accessor('holdingDays', { header: t`Holding days`, cell: (info) => count(info.getValue()) }),
      helper.accessor('allocatedBy', { header: t`Allocated by`, cell: (info) => text(info.getValue()) }),
      helper.accessor('way', {
        header: t`Way`,
        cell: (info) => {
          const value = info.getValue()
          return value ? labelOf(i18n, wayLabels, value) : dash
        },
      }),
      helper.accessor('retrievedTime', { header: t`Retrieved`, cell: (info) => instant(info.getValue()) }),
    ])
  }, [t, i18n, timeZone, inWorkQueue, user, busyCaseIds, onMark])
}
