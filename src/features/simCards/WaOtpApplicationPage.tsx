import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { simCardActions } from '../../../contract/simCardActions.ts'
import { simCardLinkedScreens } from '../../../contract/simCardMessages.ts'
import { type OtpApplicationRow, otpApplicationList } from '../../../contract/simCards.ts'
import { useCurrentUser } from '../../api/session.ts'
import { useKeptRead } from '../../api/useKeptRead.ts'
import { formatInstant, formatNumber, noValue } from '../../i18n/format.ts'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RowActions } from '../../ui/RowActions.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useActionOffer } from '../../ui/useActionOffer.ts'
import { useLinkedRow } from '../../ui/useLinkedRow.ts'
import { useOtpStatusWords } from './MySimCard.tsx'
import { OtpCodeDialog } from './OtpCodeDialog.tsx'
import { simCardActionTexts } from './simCardActions.ts'
import { simCardWrites } from './simCardWrites.ts'

/**
 * WhatsApp OTP applications (menu 102): the members' requests, pending first; the office manager
 * sends the code read on the card, or says none arrived (the request fails after its attempts).
 */
export default function WaOtpApplicationPage() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const requests = useKeptRead(`simCards:${user.userId}:codeRequests`, otpApplicationList, {})
  const sending = useActionOffer(simCardActions.sendOtp, user)
  const words = useOtpStatusWords()
  // A message about a request waiting for review opens this screen on it.
  const named = useLinkedRow(simCardLinkedScreens.codeRequests.names)
  const [answering, setAnswering] = useState<OtpApplicationRow | null>(null)
  const noCode = async (row: OtpApplicationRow) => {
    try {
      const next = await simCardWrites.reportNoOtp({
        applicationId: row.id,
        clientMutationId: crypto.randomUUID(),
      })
      showToast(
        'success',
        next.status === 'failed' ? t`The request failed: no code arrived` : t`Noted: no code arrived`,
      )
      requests.refresh()
    } catch (error) {
      showToast('error', (error as Error).message)
    }
  }
  const instant = (value: string | null) => (value ? formatInstant(value, user.timeZone) : noValue)
  const columns: SimpleColumn<OtpApplicationRow>[] = [
    { header: t`Member`, cell: (row) => row.applicantName },
    { header: t`Card number`, cell: (row) => row.cardNumber },
    { header: t`Current number`, cell: (row) => row.currentNumber || noValue },
    { header: t`Status`, cell: (row) => words[row.status] },
    { header: t`No code found`, cell: (row) => formatNumber(row.missedAttempts), align: 'end' },
    { header: t`Application time`, cell: (row) => instant(row.requestedAt) },
    { header: t`Answered`, cell: (row) => instant(row.answeredAt) },
  ]
  if (sending.offered)
    columns.push({
      header: t`Actions`,
      cell: (row) =>
        row.status === 'pending' && (
          <RowActions
            actions={(['sendOtp', 'reportNoOtp'] as const).map((name) => ({
              name,
              action: simCardActions[name],
              texts: simCardActionTexts[name],
            }))}
            user={user}
            rowName={row.applicantName}
            onTake={(name) => (name === 'sendOtp' ? setAnswering(row) : noCode(row))}
          />
        ),
    })
  const title = t`WhatsApp OTP applications`
  return (
    <ListScreen title={title} source={requests}>
      <ListTable
        label={title}
        columns={columns}
        rows={requests.data}
        failure={requests.failure}
        rowKey={(row) => row.id}
        marked={named}
        messages={{ loading: t`Loading code requests…`, empty: t`No code requests yet.` }}
        testId="otp-applications"
      />
      {answering && (
        <OtpCodeDialog
          application={answering}
          onClose={() => setAnswering(null)}
          onDone={() => {
            showToast('success', t`Code sent to ${answering.applicantName}`)
            setAnswering(null)
            requests.refresh()
          }}
        />
      )}
    </ListScreen>
  )
}
