import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { caseDetailPath, caseDetailRouteOfKind } from '../../../contract/cases.ts'
import { type RepaymentRow, repaymentFilters, repaymentSorts } from '../../../contract/repayments.ts'
import { formatMoney, noValue } from '../../i18n/format.ts'
import { labelOf, repaymentKindLabels } from '../../i18n/labels.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { tableDates } from '../../ui/tableDates.tsx'
import { describeList } from '../../ui/useListScreen.ts'

const helper = dataColumnHelper<RepaymentRow>()

/** The repayment records' screen: kept per user, the newest payment first; the reference shown on asking. */
export const repaymentScreen = describeList(
  { area: 'financial', view: 'repayments' },
  { filters: repaymentFilters, sorts: repaymentSorts },
  { filters: {}, sort: 'paidAt', order: 'desc' },
  { reference: false },
)

export const repaymentColumnLayout: ColumnLayout = {
  growing: 'customerName',
  figures: new Set(['amount']),
  widths: {
    paidAt: 150,
    caseNo: 110,
    customerName: 180,
    appName: 112,
    teamName: 170,
    kind: 150,
    amount: 136,
    collectorName: 160,
    reference: 200,
  },
}

/**
 * The records' columns (issue 24): when the money came on the viewer's clock, its case (opening the
 * case's detail) and customer, app, team, type, amount in its currency, and who collected it.
 */
export function useRepaymentColumns(timeZone: string): DataColumn<RepaymentRow>[] {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const { instant } = tableDates(i18n.locale, timeZone)
    return helper.columns([
      helper.accessor('paidAt', {
        header: t`Paid at`,
        enableHiding: false,
        cell: (info) => instant(info.getValue()),
      }),
      helper.accessor('caseNo', {
        header: t`Case no`,
        enableHiding: false,
        cell: ({ row: { original: row } }) => (
          <Link
            href={caseDetailPath(caseDetailRouteOfKind[row.caseKind], row.caseId)}
            className="truncate text-brand-700 hover:underline"
          >
            {row.caseNo}
          </Link>
        ),
      }),
      helper.accessor('customerName', {
        header: t`Customer`,
        cell: (info) => (
          <span className="truncate" title={info.getValue()}>
            {info.getValue()}
          </span>
        ),
      }),
      helper.accessor('appName', { header: t`App`, cell: (info) => info.getValue() }),
      helper.accessor('teamName', {
        header: t`Team`,
        cell: (info) => (
          <span className="truncate" title={info.getValue() ?? undefined}>
            {info.getValue() ?? noValue}
          </span>
        ),
      }),
      helper.accessor('kind', {
        header: t`Repayment type`,
        cell: (info) => labelOf(i18n, repaymentKindLabels, info.getValue()),
      }),
      helper.accessor('amount', {
        header: t`Amount`,
        enableHiding: false,
        cell: ({ row: { original: row } }) => formatMoney(row.amount, row.currency),
      }),
      helper.accessor('collectorName', {
        header: t`Collected by`,
        cell: (info) => (
          <span className="truncate" title={info.getValue() ?? undefined}>
            {info.getValue() ?? noValue}
          </span>
        ),
      }),
      helper.accessor('reference', {
        header: t`Reference`,
        cell: (info) => (
          <span className="truncate font-mono text-xs" title={info.getValue()}>
            {info.getValue()}
          </span>
        ),
      }),
    ])
  }, [t, i18n, timeZone])
}
