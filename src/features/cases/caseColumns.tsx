import { useLingui } from '@lingui/react/macro'
import {
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'
import { type ReactNode, useMemo } from 'react'
import { Link } from 'wouter'
import { type CaseMark, type CaseRow, caseSorts } from '../../../contract/cases.ts'
import { formatDay, formatInstant, formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { offeredMarks, storedLifecycleOfRow } from './caseActions.ts'
import { connectionLabels, labelOf, statusLabels, wayLabels } from './caseLabels.ts'

/** The table's features: the server sorts and pages; the table keeps the sort and the columns shown. */
export const caseTableFeatures = tableFeatures({ rowSortingFeature, columnVisibilityFeature })
export type CaseColumn = ColumnDef<typeof caseTableFeatures, CaseRow, unknown>

const helper = createColumnHelper<typeof caseTableFeatures, CaseRow>()

/** Where a case's detail opens: the sellers' cases have their own detail route (spec section 2). */
export function caseDetailPath(row: Pick<CaseRow, 'id' | 'kind'>): string {
  return row.kind === 'sale' ? `/cases/seller/details/${row.id}` : `/cases/all/details/${row.id}`
}

/** Column widths in pixels: the virtual rows are absolutely placed, so widths cannot come from content. */
export const caseColumnWidths: Record<string, number> = {
  actions: 112,
  caseNo: 128,
  name: 176,
  phone: 132,
  status: 176,
  amount: 124,
  paidAmount: 124,
  overdueDays: 124,
  dueDate: 124,
  allocatedAt: 172,
  appointment: 172,
  deal: 84,
  connectionStatus: 132,
  appName: 120,
  loanDate: 124,
  finishedDate: 172,
  lastConnectionTime: 172,
  sleepDays: 110,
  lastAmount: 124,
  cleanDate: 124,
  teamTypeName: 120,
  owner: 160,
  holdingDays: 120,
  allocatedBy: 160,
  way: 112,
  retrievedTime: 172,
}

/** Shown until the user chooses: the columns a collector reads on every call; the rest on request. */
export const defaultHiddenColumns: Record<string, boolean> = Object.fromEntries(
  [
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

/** The server sorts by these three only (contract caseSorts); their ids are the sort names. */
/** Amounts and counts line up on the right, as figures do in a ledger. */
export const figureCaseColumns: ReadonlySet<string> = new Set([
  'amount',
  'paidAmount',
  'lastAmount',
  'overdueDays',
  'sleepDays',
  'holdingDays',
])

export const sortableCaseColumns: ReadonlySet<string> = new Set(caseSorts)

export const columnIdOf = (column: CaseColumn): string =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

interface CaseColumnsInput {
  timeZone: string
  roleId: number
  /** The case a pin is being sent for, so its button waits. */
  busyCaseIds: ReadonlySet<number>
  onMark: (row: CaseRow, mark: CaseMark) => void
}

/** The case list's columns, in the user's language, zone and role. */
export function useCaseColumns({ timeZone, roleId, busyCaseIds, onMark }: CaseColumnsInput): CaseColumn[] {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const dash = noValue
    const instant = (value: string | null) => formatInstant(value, timeZone)
    const day = (value: string | null) => (value ? formatDay(value) : dash)
    const count = (value: number | null) => (value === null ? dash : formatNumber(value))
    const text = (value: string | null): ReactNode => value ?? dash
    const detailLink = (row: CaseRow, label: string) => (
      <Link href={caseDetailPath(row)} className="truncate text-brand-700 hover:underline">
        {label}
      </Link>
    )
    return helper
      .columns([
        helper.display({
          id: 'actions',
          header: t`Pin`,
          enableHiding: false,
          cell: ({ row: { original: row } }) => (
            <span className="flex items-center gap-1">
              {row.pinned && (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                  {t`Pinned`}
                </span>
              )}
              {offeredMarks(storedLifecycleOfRow(row), row.pinned, roleId, ['PIN', 'UNPIN']).map((action) => (
                <button
                  key={action.mark}
                  type="button"
                  disabled={busyCaseIds.has(row.id)}
                  onClick={() => onMark(row, action.mark)}
                  aria-label={`${i18n._(action.label)} ${row.caseNo}`}
                  title={i18n._(action.label)}
                  className="rounded px-1.5 py-0.5 text-xs text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
                >
                  {action.mark === 'PIN' ? t`Pin` : t`Unpin`}
                </button>
              ))}
            </span>
          ),
        }),
        helper.accessor('caseNo', {
          header: t`Case no`,
          enableHiding: false,
          cell: ({ row }) => detailLink(row.original, row.original.caseNo),
        }),
        helper.accessor('name', {
          header: t`Name`,
          cell: ({ row }) => detailLink(row.original, row.original.name),
        }),
        helper.accessor('phone', { header: t`Phone`, cell: (info) => info.getValue() }),
        helper.accessor('status', {
          header: t`Status`,
          cell: ({ row }) => (
            <span className="truncate">
              {labelOf(i18n, statusLabels, row.original.status)}
              {row.original.closed && <span className="text-slate-500"> · {t`Closed`}</span>}
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
        helper.accessor('dueDate', { header: t`Due date`, cell: (info) => day(info.getValue()) }),
        helper.accessor((row) => row.allocatedDate, {
          id: 'allocatedAt',
          header: t`Allocated`,
          cell: (info) => instant(info.getValue()),
        }),
        helper.accessor('appointment', { header: t`Appointment`, cell: (info) => instant(info.getValue()) }),
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
      .map((column) => ({ ...column, enableSorting: sortableCaseColumns.has(columnIdOf(column)) }))
  }, [t, i18n, timeZone, roleId, busyCaseIds, onMark])
}
