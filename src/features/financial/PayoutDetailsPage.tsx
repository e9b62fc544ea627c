import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  markPayoutFailed,
  markPayoutSucceed,
  type PayoutLine,
  payoutStatusWords,
} from '../../../contract/payouts.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatInstant, formatMoney } from '../../i18n/format.ts'
import { inUiLanguage } from '../../i18n/locale.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RowActions } from '../../ui/RowActions.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { periodText } from './PayoutBatchesPage.tsx'
import { PayoutTotals } from './PayoutTotals.tsx'
import { payoutTexts, payoutWrites, pendingLineActions } from './payoutActions.ts'
import { usePayoutDetails } from './usePayouts.ts'

type Answering = { line: PayoutLine; as: 'succeed' | 'fail' }

/**
 * A payout batch (accoutpayout/details/{id}): its lines, member by member, with the account paid from,
 * the status and the bank's answer; finance types in that answer, a transfer reference for a line paid
 * or the reason for one not paid, unless they made the batch. Totals per currency and status; the
 * members left out with their net.
 */
export default function PayoutDetailsPage({ params }: { params: Record<string, string> }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const batchId = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0
  const details = usePayoutDetails(user.userId, batchId)
  const data = details.data
  const [answering, setAnswering] = useState<Answering | null>(null)
  const answered = (as: 'succeed' | 'fail', line: PayoutLine) => {
    setAnswering(null)
    const done = payoutTexts[as].done
    if (done) showToast('success', i18n._(done(line.memberName)))
    details.refresh()
  }
  return (
    <ListScreen
      title={data ? `${t`Payout details`} · ${periodText(data.batch.period)}` : t`Payout details`}
      source={details}
      filters={
        data && (
          <div className="flex flex-wrap items-start justify-between gap-3 text-sm">
            <p className="text-slate-600">
              {t`Made by ${data.batch.madeByName} at ${formatInstant(data.batch.madeAt, user.timeZone)}`} ·{' '}
              {inUiLanguage(payoutStatusWords[data.batch.status])}
            </p>
            <PayoutTotals totals={data.batch.totals} />
          </div>
        )
      }
    >
      <ListTable
        label={t`Payout lines`}
        rows={data?.lines}
        failure={details.failure}
        rowKey={(row) => row.id}
        messages={{ loading: t`Loading the payout lines…`, empty: t`This batch has no lines you reach.` }}
        wrapHeaders
        testId="payout-lines"
        columns={[
          {
            header: t`Member`,
            cell: (row) => (
              <span>
                <span className="font-medium text-slate-900">{row.memberName}</span>{' '}
                <span className="text-xs text-slate-500">{row.username}</span>
              </span>
            ),
          },
          { header: t`Team`, cell: (row) => row.teamName ?? '—' },
          {
            header: t`Amount`,
            cell: (row) => <span className="font-semibold">{formatMoney(row.amount, row.currency)}</span>,
            align: 'end',
          },
          { header: t`Paid from account`, cell: (row) => row.account },
          {
            header: t`Status`,
            cell: (row) => (
              <span>
                {inUiLanguage(payoutStatusWords[row.status])}
                {row.answeredByName && (
                  <span className="block text-xs text-slate-500">{row.answeredByName}</span>
                )}
              </span>
            ),
          },
          { header: t`Reference or reason`, cell: (row) => row.reference ?? row.reason ?? '—' },
          {
            header: t`Actions`,
            cell: (row) =>
              row.status === 'pending' && data ? (
                <RowActions
                  actions={pendingLineActions}
                  user={user}
                  facts={{ ownerId: data.batch.madeById, teamId: row.teamId }}
                  rowName={row.memberName}
                  subject={row.memberName}
                  onTake={(name) => setAnswering({ line: row, as: name })}
                />
              ) : null,
          },
        ]}
      />
      {data && data.leftOut.length > 0 && (
        <section className="mt-4 text-sm" aria-label={t`Left out`}>
          <h2 className="font-semibold text-slate-900">{t`Left out: nothing to pay in this period`}</h2>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {data.leftOut.map((member) => (
              <li key={`${member.memberId}:${member.currency}`}>
                {member.memberName} ({member.teamName ?? '—'}): {formatMoney(member.net, member.currency)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {answering && (
        <AnswerDialog answering={answering} onClose={() => setAnswering(null)} onDone={answered} />
      )}
    </ListScreen>
  )
}

function AnswerDialog({
  answering: { line, as },
  onClose,
  onDone,
}: {
  answering: Answering
  onClose: () => void
  onDone: (as: 'succeed' | 'fail', line: PayoutLine) => void
}) {
  const { t } = useLingui()
  const amount = formatMoney(line.amount, line.currency)
  const succeedForm = useContractForm(markPayoutSucceed.input, {
    initial: { reference: '' },
    toInput: (draft, draftId) => ({ lineId: line.id, reference: draft.reference, clientMutationId: draftId }),
  })
  const failForm = useContractForm(markPayoutFailed.input, {
    initial: { reason: '' },
    toInput: (draft, draftId) => ({ lineId: line.id, reason: draft.reason, clientMutationId: draftId }),
  })
  if (as === 'succeed')
    return (
      <FormDialog
        title={t`The bank paid ${line.memberName}`}
        description={t`${amount} from ${line.account}. Type in the bank's transfer reference.`}
        form={succeedForm}
        send={payoutWrites.succeed}
        onDone={(row) => onDone('succeed', row)}
        onClose={onClose}
        submitLabel={t`Mark succeeded`}
      >
        <TextField label={t`Transfer reference`} {...succeedForm.field('reference')} />
      </FormDialog>
    )
  return (
    <FormDialog
      title={t`The bank did not pay ${line.memberName}`}
      description={t`${amount} from ${line.account}. Type in the reason the bank gave.`}
      form={failForm}
      send={payoutWrites.fail}
      onDone={(row) => onDone('fail', row)}
      onClose={onClose}
      submitLabel={t`Mark failed`}
      tone="danger"
    >
      <TextField label={t`Reason`} rows={3} showCount {...failForm.field('reason')} />
    </FormDialog>
  )
}
