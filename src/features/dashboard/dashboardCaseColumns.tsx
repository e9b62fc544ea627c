import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { z } from 'zod'
import { type CaseRow, caseDetailPath, caseDetailRouteOfKind, caseSorts } from '../../../contract/cases.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { labelOf, statusLabels } from '../../i18n/labels.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { tableDates } from '../../ui/tableDates.tsx'
import { describeList } from '../../ui/useListScreen.ts'

const helper = dataColumnHelper<CaseRow>()

/**
 * A figure's case list: its sort kept per user, the work queue first (open first, then the nearest
 * appointment), as a collector works the cases. It takes no filter: the figure is the filter.
 */
export const dashboardCasesScreen = describeList(
  { area: 'dashboard', view: 'cases' },
  { filters: z.object({}), sorts: caseSorts },
  { filters: {}, sort: 'workQueue', order: 'asc' },
)

/** The work queue's column: the appointment, its main key after open-first, named by the sort. */
const appointmentColumn = 'workQueue'

export const dashboardCaseColumnLayout: ColumnLayout = {
  growing: 'name',
  figures: new Set(['amount', 'paidAmount', 'overdueDays']),
  widths: {
    caseNo: 100,
    name: 170,
    appName: 112,
    amount: 124,
    paidAmount: 124,
    dueDate: 104,
    overdueDays: 80,
    [appointmentColumn]: 144,
    status: 112,
  },
}

/** The columns a team leader reads of a member's cases: which case, whose, how much, how late, when next. */
export function useDashboardCaseColumns(timeZone: string): DataColumn<CaseRow>[] {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const { instant, day } = tableDates(i18n.locale, timeZone)
    const detailLink = (row: CaseRow, label: string) => (
      <Link
        href={caseDetailPath(caseDetailRouteOfKind[row.kind], row.id)}
        className="truncate text-brand-700 hover:underline"
      >
        {label}
      </Link>
    )
    return helper.columns([
      helper.accessor('caseNo', {
        header: t`Case no`,
        enableHiding: false,
        cell: ({ row }) => detailLink(row.original, row.original.caseNo),
      }),
      helper.accessor('name', {
        header: t`Customer`,
        cell: ({ row }) => detailLink(row.original, row.original.name),
      }),
      helper.accessor('appName', { header: t`App`, cell: (info) => info.getValue() }),
      helper.accessor('amount', {
        header: t`Amount`,
        cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
      }),
      helper.accessor('paidAmount', {
        header: t`Paid`,
        cell: ({ row }) => formatMoney(row.original.paidAmount, row.original.currency),
      }),
      helper.accessor('dueDate', {
        header: t`Due date`,
        meta: { shortHeader: t({ context: 'column header', message: 'Due date' }) },
        cell: (info) => day(info.getValue()),
      }),
      helper.accessor('overdueDays', {
        header: t`Overdue days`,
        cell: (info) => {
          const days = info.getValue()
          return days === null ? noValue : formatNumber(days)
        },
      }),
      helper.accessor((row) => row.appointment, {
        id: appointmentColumn,
        header: t`Appointment`,
        cell: (info) => instant(info.getValue()),
      }),
      helper.accessor('status', {
        header: t`Status`,
        cell: ({ row }) => (
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate">{labelOf(i18n, statusLabels, row.original.status)}</span>
            {row.original.closed && <span className="truncate text-xs text-slate-500">{t`Closed`}</span>}
          </span>
        ),
      }),
    ])
  }, [t, i18n, timeZone])
}
