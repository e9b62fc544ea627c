import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'wouter'
import type { Actor } from '../../../contract/actions.ts'
import {
  type AmountCutRow,
  amountCutFilters,
  amountCutKindWords,
  amountCutSorts,
  amountCutStatusWords,
} from '../../../contract/amountCuts.ts'
import { caseDetailPath, caseDetailRouteOfKind } from '../../../contract/cases.ts'
import { formatMoney, noValue } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { type ColumnLayout, type DataColumn, dataColumnHelper } from '../../ui/dataColumns.ts'
import { RowActions } from '../../ui/RowActions.tsx'
import { tableDates } from '../../ui/tableDates.tsx'
import { describeList } from '../../ui/useListScreen.ts'
import { pendingCutActions } from './amountCutReviewActions.ts'

const helper = dataColumnHelper<AmountCutRow>()

/** The deduction review's screen: kept per user, the pending cuts first shown, newest first. */
export const amountCutScreen = describeList(
  { area: 'financial', view: 'amountCuts' },
  { filters: amountCutFilters, sorts: amountCutSorts },
  { filters: { status: 'pending' }, sort: 'requestedAt', order: 'desc' },
  { appName: false, interest: false, penalty: false, teamName: false },
)

export const amountCutColumnLayout: ColumnLayout = {
  growing: 'remark',
  figures: new Set(['amount', 'interest', 'penalty']),
  widths: {
    caseNo: 110,
    customerName: 170,
    appName: 120,
    kind: 150,
    amount: 130,
    interest: 120,
    penalty: 120,
    remark: 180,
    requesterName: 150,
    teamName: 130,
    requestedAt: 150,
    status: 150,
    actions: 150,
  },
}

/** How a cut is named in a question or a notice: its case and its amount. */
export const cutSubject = (cut: AmountCutRow) => `${cut.caseNo} · ${formatMoney(cut.amount, cut.currency)}`

interface Input {
  timeZone: string
  user: Actor
  onTake: (name: 'pass' | 'reject', row: AmountCutRow) => Promise<void> | void
}

/** The review's columns: which case, what is asked and why, by whom and when, where it stands. */
export function useAmountCutColumns({ timeZone, user, onTake }: Input): DataColumn<AmountCutRow>[] {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const { instant } = tableDates(i18n.locale, timeZone)
    const money = (amount: number, row: AmountCutRow) => formatMoney(amount, row.currency)
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
      helper.accessor('appName', { header: t`App name`, cell: (info) => info.getValue() }),
      helper.accessor('kind', {
        header: t`Deduction type`,
        cell: (info) => inUiLanguage(amountCutKindWords[info.getValue()]),
      }),
      helper.accessor('amount', {
        header: t`Amount`,
        cell: ({ row: { original: row } }) => money(row.amount, row),
      }),
      helper.accessor('interest', {
        header: t`Interest`,
        cell: ({ row: { original: row } }) => money(row.interest, row),
      }),
      helper.accessor('penalty', {
        header: t`Penalty`,
        cell: ({ row: { original: row } }) => money(row.penalty, row),
      }),
      helper.accessor('remark', {
        header: t`Remark`,
        cell: (info) => (
          <span className="truncate" title={info.getValue()}>
            {info.getValue() || noValue}
          </span>
        ),
      }),
      helper.accessor('requesterName', { header: t`Asked by`, cell: (info) => info.getValue() }),
      helper.accessor('teamName', { header: t`Team`, cell: (info) => info.getValue() ?? noValue }),
      helper.accessor('requestedAt', { header: t`Asked at`, cell: (info) => instant(info.getValue()) }),
      helper.accessor('status', {
        header: t`Status`,
        cell: ({ row: { original: row } }) => (
          <span className="truncate" title={row.rejection ?? undefined}>
            {inUiLanguage(amountCutStatusWords[row.status])}
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
              actions={pendingCutActions}
              user={user}
              facts={{ ownerId: row.requesterId, teamId: row.teamId }}
              rowName={row.caseNo}
              subject={cutSubject(row)}
              onTake={(name) => onTake(name, row)}
            />
          ) : null,
      }),
    ])
  }, [t, i18n.locale, timeZone, user, onTake])
}
