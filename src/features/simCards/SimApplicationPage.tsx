import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { simCardActions } from '../../../contract/simCardActions.ts'
import { simCardLinkedScreens } from '../../../contract/simCardMessages.ts'
import type { SimApplicationRow } from '../../../contract/simCards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatInstant, formatNumber, noValue } from '../../i18n/format.ts'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RowActions } from '../../ui/RowActions.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffer } from '../../ui/useActionOffer.ts'
import { useLinkedRow } from '../../ui/useLinkedRow.ts'
import { ApplyForCardPanel } from './ApplyForCardPanel.tsx'
import { MySimCard } from './MySimCard.tsx'
import { PassApplicationDialog, RejectApplicationDialog } from './ReviewApplicationDialog.tsx'
import { simCardOffer } from './simCardActions.ts'
import { useMyCards } from './useMyCards.ts'
import { useSimApplications } from './useSimApplications.ts'

/**
 * SIM card applications (menu 101): a member applies with a reason and sees the outcome; a reviewer
 * sees every application with the applicant's count in the last three days and last application time,
 * and passes one (allocating a card in the same step) or rejects it with a reason.
 */
export default function SimApplicationPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const applications = useSimApplications(user.userId)
  const mine = useMyCards(user.userId)
  // A message about an application's outcome opens this screen on it.
  const named = useLinkedRow(simCardLinkedScreens.cardApplications.names)
  const reviewing = useActionOffer(simCardActions.passApplication, user)
  const [review, setReview] = useState<{ kind: 'pass' | 'reject'; application: SimApplicationRow } | null>(
    null,
  )
  // The application as last read: a card retrieved in the pass dialog changes what it says of her cards.
  const reviewed =
    review && (applications.rows?.find((row) => row.id === review.application.id) ?? review.application)
  const decided = (row: SimApplicationRow) => {
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
      <MySimCard user={user} cards={mine.cards} />
      <ApplyForCardPanel
        user={user}
        heldCards={mine.cards}
        atCardLimit={mine.atCardLimit}
        onApplied={applications.refresh}
      />
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
      {review?.kind === 'pass' && reviewed && (
        <PassApplicationDialog
          application={reviewed}
          user={user}
          onCardRetrieved={applications.refresh}
          onClose={() => setReview(null)}
          onDone={decided}
        />
      )}
      {review?.kind === 'reject' && reviewed && (
        <RejectApplicationDialog application={reviewed} onClose={() => setReview(null)} onDone={decided} />
      )}
    </ListScreen>
  )
}
