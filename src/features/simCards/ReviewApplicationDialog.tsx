import { useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '../../../contract/session.ts'
import {
  passSimApplication,
  rejectSimApplication,
  type SimApplicationRow,
} from '../../../contract/simCards.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { ApplicantCardsAtLimit } from './ApplicantCardsAtLimit.tsx'
import { simCardWrites } from './simCardWrites.ts'
import { useCardsWhere } from './useCardsWhere.ts'

/**
 * Passes an application, choosing the unallocated card the applicant gets in the same step. An
 * applicant who holds as many cards as allowed is named with her card first, offered for retrieval:
 * passing would be refused until it is retrieved (`application` is then read again).
 */
export function PassApplicationDialog({
  application,
  user,
  onCardRetrieved,
  onClose,
  onDone,
}: {
  application: SimApplicationRow
  user: CurrentUser
  onCardRetrieved: () => void
  onClose: () => void
  onDone: (row: SimApplicationRow) => void
}) {
  const { t } = useLingui()
  const { cards, refresh } = useCardsWhere({ status: 'unallocated' })
  const atLimit = application.applicantAtCardLimit
  const form = useContractForm(passSimApplication.input, {
    initial: { cardId: '' },
    toInput: (draft, draftId) => ({
      applicationId: application.id,
      ...(draft.cardId ? { cardId: Number(draft.cardId) } : {}),
      clientMutationId: draftId,
    }),
  })
  return (
    <FormDialog
      title={t`Pass ${application.applicantName}'s application`}
      form={form}
      send={simCardWrites.passApplication}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Pass and allocate`}
      submitDisabled={atLimit}
    >
      {atLimit && (
        <ApplicantCardsAtLimit
          application={application}
          user={user}
          onRetrieved={() => {
            refresh()
            onCardRetrieved()
          }}
        />
      )}
      <SelectField
        disabled={atLimit}
        label={t`SIM card`}
        placeholder={t`Select…`}
        options={cards.map((card) => ({
          value: String(card.id),
          label: card.currentNumber ? `${card.cardNumber} · ${card.currentNumber}` : card.cardNumber,
        }))}
        {...form.field('cardId')}
      />
    </FormDialog>
  )
}

/** Rejects an application with the reason the applicant reads. */
export function RejectApplicationDialog({
  application,
  onClose,
  onDone,
}: {
  application: SimApplicationRow
  onClose: () => void
  onDone: (row: SimApplicationRow) => void
}) {
  const { t } = useLingui()
  const form = useContractForm(rejectSimApplication.input, {
    initial: { rejection: '' },
    toInput: (draft, draftId) => ({
      applicationId: application.id,
      rejection: draft.rejection,
      clientMutationId: draftId,
    }),
  })
  return (
    <FormDialog
      title={t`Reject ${application.applicantName}'s application`}
      form={form}
      send={simCardWrites.rejectApplication}
      onDone={onDone}
      onClose={onClose}
      submitLabel={t`Reject`}
      tone="danger"
    >
      <TextField label={t`Reason`} rows={3} showCount {...form.field('rejection')} />
    </FormDialog>
  )
}
