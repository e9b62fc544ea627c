import { useLingui } from '@lingui/react/macro'
import type { CaseDetail } from '../../../contract/cases.ts'
import { formatDateTime, formatDay, formatInstant, formatMoney } from '../../i18n/format.ts'
import { SimpleTable } from '../../ui/SimpleTable.tsx'
import {
  channelLabels,
  connectionLabels,
  contactLabels,
  dateItemLabels,
  labelOf,
  loanStatusLabels,
  repaymentKindLabels,
} from './caseLabels.ts'
import { PendingBadge } from './PendingBadge.tsx'
import type { PendingWrite } from './useCasePending.ts'

interface TableProps {
  detail: CaseDetail
  timeZone: string
}

/**
 * The collection records written on the case, newest first as the server orders them; one not on the
 * server yet says where its write stands (`pendingOf`).
 */
export function CollectionRecordsTable({
  detail,
  timeZone,
  pendingOf = () => undefined,
}: TableProps & { pendingOf?: (recordId: number) => PendingWrite | undefined }) {
  const { t, i18n } = useLingui()
  const instant = (value: string | null) => formatInstant(value, timeZone)
  return (
    <SimpleTable
      label={t`Collection records`}
      empty={t`No collection records yet.`}
      rows={detail.collectionRecords}
      rowKey={(record) => record.id}
      columns={[
        { header: t`Dialling time`, cell: (record) => instant(record.diallingTime) },
        {
          header: t`Connection`,
          // A WhatsApp message says so; a call (and a record kept before the choice existed) does not.
          cell: (record) =>
            [
              record.channel === 'whatsapp' ? labelOf(i18n, channelLabels, record.channel) : '',
              labelOf(i18n, connectionLabels, record.connectionStatus),
            ]
              .filter(Boolean)
              .join(' · '),
        },
        {
          header: t`Contact`,
          cell: (record) =>
            [labelOf(i18n, contactLabels, record.contact), record.contactNumber].filter(Boolean).join(' · '),
        },
        {
          header: t`Date item`,
          cell: (record) =>
            record.dateItem === 'none'
              ? labelOf(i18n, dateItemLabels, record.dateItem)
              : `${labelOf(i18n, dateItemLabels, record.dateItem)} · ${instant(record.dateTime)}`,
        },
        {
          header: t`Call`,
          cell: (record) =>
            record.connectionTime ? `${instant(record.connectionTime)} – ${instant(record.hangUpTime)}` : '—',
        },
        {
          header: t`Record`,
          cell: (record) => (
            <>
              <p className="max-w-md whitespace-pre-wrap">{record.recordText || '—'}</p>
              {record.dangerousReason && (
                <p className="mt-1 text-xs font-medium text-red-700">{t`Dangerous: ${record.dangerousReason}`}</p>
              )}
            </>
          ),
        },
        {
          header: t`Author`,
          cell: (record) => (
            <div className="flex flex-col items-start gap-1">
              {record.author}
              <PendingBadge write={pendingOf(record.id)} />
            </div>
          ),
        },
      ]}
    />
  )
}

export function RepaymentsTable({ detail, timeZone }: TableProps) {
  const { t, i18n } = useLingui()
  return (
    <SimpleTable
      label={t`Repayment records`}
      empty={t`No repayments yet.`}
      rows={detail.repayments}
      rowKey={(payment) => payment.id}
      columns={[
        { header: t`Paid at`, cell: (payment) => formatDateTime(payment.paidAt, timeZone) },
        { header: t`Type`, cell: (payment) => labelOf(i18n, repaymentKindLabels, payment.kind) },
        { header: t`Reference`, cell: (payment) => <span className="font-mono">{payment.reference}</span> },
        {
          header: t`Amount`,
          align: 'end',
          cell: (payment) => formatMoney(payment.amount, detail.row.currency),
        },
      ]}
    />
  )
}

export function LoansTable({ detail, timeZone }: TableProps) {
  const { t, i18n } = useLingui()
  return (
    <SimpleTable
      label={t`Loan records`}
      empty={t`No earlier loans.`}
      rows={detail.loans}
      rowKey={(loan) => loan.loanNo}
      columns={[
        { header: t`Loan no`, cell: (loan) => <span className="font-mono">{loan.loanNo}</span> },
        { header: t`App`, cell: (loan) => loan.appName },
        { header: t`Borrowed`, cell: (loan) => formatDateTime(loan.borrowedAt, timeZone) },
        { header: t`Due date`, cell: (loan) => formatDay(loan.dueDate) },
        {
          header: t`Repaid`,
          cell: (loan) => formatInstant(loan.repaidAt, timeZone),
        },
        { header: t`Status`, cell: (loan) => labelOf(i18n, loanStatusLabels, loan.status) },
        {
          header: t`Principal`,
          align: 'end',
          cell: (loan) => formatMoney(loan.principal, detail.row.currency),
        },
      ]}
    />
  )
}
