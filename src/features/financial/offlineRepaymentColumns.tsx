import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'wouter'
import type { Actor } from '../../../contract/actions.ts'
import { caseDetailPath, caseDetailRouteOfKind } from '../../../contract/cases.ts'
import {
  type OfflineRepaymentRow,
  offlineRepaymentFilters,
  offlineRepaymentSorts,
  offlineRepaymentStatusWords,
} from '../../../contract/offlineRepayments.ts'
import { formatDay, formatMoney, noValue } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { RowActions } from '../../ui/RowActions.tsx'
import { tableDates } from '../../ui/tableDates.tsx'
import { describeList } from '../../ui/useListScreen.ts'
import { pendingRepaymentActions } from './offlineRepaymentReviewActions.ts'

const helper = dataColumnHelper<OfflineRepaymentRow>()

/** The offline repayments' review: kept per user, the pending ones first shown, newest first. */
export const offlineRepaymentScreen = describeList(
  { area: 'financial', view: 'offlineRepayments' },
  { filters: offlineRepaymentFilters, sorts: offlineRepaymentSorts },
  { filters: { status: 'pending' }, sort: 'requestedAt', order: 'desc' },
  { teamName: false, requestedAt: false },
)

export const offlineRepaymentLayout: ColumnLayout = {
  growing: 'customerName',
  figures: new Set(['amount']),
  widths: {
    caseNo: 110,
    customerName: 170,
    amount: 130,
    paidOn: 110,
    reference: 150,
    receipt: 90,
    requesterName: 150,
    teamName: 130,
    requestedAt: 150,
    status: 150,
    actions: 150,
  },
}

/** How a repayment is named in a question or a notice: its case and its amount. */
export const repaymentSubject = (row: OfflineRepaymentRow) =>
  `${row.caseNo} · ${formatMoney(row.amount, row.currency)}`

interface Input {
  timeZone: string
  user: Actor
  onReceipt: (row: OfflineRepaymentRow) => void
  onTake: (name: 'pass' | 'reject', row: OfflineRepaymentRow) => Promise<void> | void
}

/** Which case, how much, the day and reference on the receipt and the receipt itself, who recorded it, where it stands. */
export function useOfflineRepaymentColumns({
  timeZone,
  user,
  onReceipt,
  onTake,
}: Input): DataColumn<OfflineRepaymentRow>[] {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const { instant } = tableDates(i18n.locale, timeZone)
    return helper.columns([
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
      helper.accessor('customerName', { header: t`Customer`, cell: (info) => info.getValue() }),
      helper.accessor('amount', {
        header: t`Amount`,
        cell: ({ row: { original: row } }) => formatMoney(row.amount, row.currency),
      }),
      helper.accessor('paidOn', { header: t`Paid on`, cell: (info) => formatDay(info.getValue()) }),
      helper.accessor('reference', {
        header: t`Receipt reference`,
        cell: (info) => <span className="truncate font-mono">{info.getValue()}</span>,
      }),
      helper.display({
        id: 'receipt',
        header: t`Receipt`,
        cell: ({ row: { original: row } }) => (
          <button
            type="button"
            className="text-sm text-brand-700 hover:underline"
            onClick={() => onReceipt(row)}
          >
            {t`View`}
          </button>
        ),
      }),
      helper.accessor('requesterName', { header: t`Recorded by`, cell: (info) => info.getValue() }),
      helper.accessor('teamName', { header: t`Team`, cell: (info) => info.getValue() ?? noValue }),
      helper.accessor('requestedAt', { header: t`Recorded at`, cell: (info) => instant(info.getValue()) }),
      helper.accessor('status', {
        header: t`Status`,
        cell: ({ row: { original: row } }) => (
          <span className="truncate" title={row.rejection ?? undefined}>
            {inUiLanguage(offlineRepaymentStatusWords[row.status])}
            {row.reviewerName && <span className="block text-xs text-slate-500">{row.reviewerName}</span>}
          </span>
        ),
      }),
      helper.display({
        id: 'actions',
        header: t`Actions`,
        enableHiding: false,
        cell: ({ row: { original: row } }) =>
          row.status === 'pending' ? (
            <RowActions
              actions={pendingRepaymentActions}
              user={user}
              facts={{ ownerId: row.requesterId, teamId: row.teamId }}
              rowName={row.caseNo}
              subject={repaymentSubject(row)}
              onTake={(name) => onTake(name, row)}
            />
          ) : null,
      }),
    ])
  }, [t, i18n.locale, timeZone, user, onReceipt, onTake])
}
