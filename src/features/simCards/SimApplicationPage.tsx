import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { simCardActions } from '../../../contract/simCardActions.ts'
import { simCardLinkedScreens } from '../../../contract/simCardMessages.ts'
import { applyForSimCard, type SimApplicationRow } from '../../../contract/simCards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatInstant, formatNumber, noValue } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RowActions } from '../../ui/RowActions.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffer } from '../../ui/useActionOffer.ts'
import { useContractForm } from '../../ui/useContractForm.ts'
import { useFormSend } from '../../ui/useFormSend.ts'
import { useLinkedRow } from '../../ui/useLinkedRow.ts'
import { MySimCard } from './MySimCard.tsx'
import { PassApplicationDialog, RejectApplicationDialog } from './ReviewApplicationDialog.tsx'
import { simCardActionTexts, simCardOffer } from './simCardActions.ts'
import { simCardWrites } from './simCardWrites.ts'
import { useSimApplications } from './useSimApplications.ts'

/**
 * SIM card applications (menu 101): a member applies with a reason and sees the outcome; a reviewer
 * sees every application with the applicant's count in the last three days and last application time,
 * and passes one (allocating a card in the same step) or rejects it with a reason.
 */
export default function SimApplicationPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const applications = useSimApplications(user.userId)
  // A message about an application's outcome opens this screen on it.
  const named = useLinkedRow(simCardLinkedScreens.cardApplications.names)
  const applying = useActionOffer(simCardActions.apply, user)
  const reviewing = useActionOffer(simCardActions.passApplication, user)
  const [review, setReview] = useState<{ kind: 'pass' | 'reject'; application: SimApplicationRow } | null>(
    null,
  )
  const form = useContractForm(applyForSimCard.input, {
    initial: { reason: '' },
    toInput: (draft, draftId) => ({ reason: draft.reason, clientMutationId: draftId }),
  })
  const apply = useFormSend(form, simCardWrites.apply, () => {
    showToast('success', t`Application sent`)
    form.reset()
    applications.refresh()
  })
  const reviewed = (row: SimApplicationRow) => {
    showToast('success', row.status === 'passed' ? t`Application passed` : t`Application rejected`)
    setReview(null)
    applications.refresh()
  }
  const statusWord: Record<SimApplicationRow['status'], string> = {
    pending: t`Pending`,
    passed: t`Passed`,
    rejected: t`Rejected`,
    expired: t`Expired`,
  }
  const instant = (value: string | null) => (value ? formatInstant(value, user.timeZone) : noValue)
  const status: SimpleColumn<SimApplicationRow> = {
    header: t`Status`,
    cell: (row) => (
      <span>
        {statusWord[row.status]}
        {row.cardNumber && <span className="block text-xs text-slate-500">{row.cardNumber}</span>}
        {row.rejection && <span className="block text-xs text-slate-500">{row.rejection}</span>}
      </span>
    ),
  }
  const reason: SimpleColumn<SimApplicationRow> = { header: t`Application reason`, cell: (row) => row.reason }
  const appliedAt: SimpleColumn<SimApplicationRow> = {
    header: t`Application time`,
    cell: (row) => instant(row.appliedAt),
  }
  // A reviewer weighs who applies and how often; a member reads her own applications' outcome.
  const columns: SimpleColumn<SimApplicationRow>[] = reviewing.offered
    ? [
        { header: t`Applicant`, cell: (row) => row.applicantName },
        { header: t`Team`, cell: (row) => row.teamName ?? noValue },
        reason,
        status,
        appliedAt,
        {
          header: t`Applications (3 days)`,
          cell: (row) => formatNumber(row.applicationsLastThreeDays),
          align: 'end',
        },
        { header: t`Last application`, cell: (row) => instant(row.lastApplicationAt) },
      ]
    : [reason, status, appliedAt]
  if (reviewing.offered)
    columns.push({
      header: t`Actions`,
      cell: (row) =>
        row.status === 'pending' && (
          <span className="flex items-center gap-1">
            {!row.applicantValid && (
              <span className="text-xs text-red-700">{t`Cannot be passed: the applicant is invalid`}</span>
            )}
            <RowActions
              actions={(row.applicantValid
                ? (['passApplication', 'rejectApplication'] as const)
                : (['rejectApplication'] as const)
              ).map(simCardOffer)}
              user={user}
              rowName={row.applicantName}
              onTake={(name) =>
                setReview({ kind: name === 'passApplication' ? 'pass' : 'reject', application: row })
              }
            />
          </span>
        ),
    })
  const title = t`SIM card applications`

  return (
    <ListScreen title={title} source={applications}>
      <MySimCard user={user} />
      {applying.offered && (
        <div className="flex max-w-2xl flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
          <TextField label={t`Application reason`} rows={2} showCount {...form.field('reason')} />
          <FormAlert message={form.alert} />
          <div>
            <Button
              onClick={apply.submit}
              disabled={applying.disabledReason !== undefined || apply.sending}
              title={applying.disabledReason}
            >
              {i18n._(simCardActionTexts.apply.label)}
            </Button>
          </div>
        </div>
      )}
      <ListTable
        label={title}
        columns={columns}
        rows={applications.rows}
        failure={applications.failure}
        rowKey={(row) => row.id}
        marked={named}
        messages={{ loading: t`Loading applications…`, empty: t`No applications yet.` }}
        testId="sim-applications"
      />
      {review?.kind === 'pass' && (
        <PassApplicationDialog
          application={review.application}
          onClose={() => setReview(null)}
          onDone={reviewed}
        />
      )}
      {review?.kind === 'reject' && (
        <RejectApplicationDialog
          application={review.application}
          onClose={() => setReview(null)}
          onDone={reviewed}
        />
      )}
    </ListScreen>
  )
}
