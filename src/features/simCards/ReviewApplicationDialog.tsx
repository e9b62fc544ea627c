import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import {
  passSimApplication,
  rejectSimApplication,
  type SimApplicationRow,
  type SimCardRow,
  simCardList,
} from '../../../contract/simCards.ts'
import { request } from '../../api/request.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'

/**
 * Passes an application, choosing the unallocated card the applicant gets in the same step. An
 * applicant who holds as many cards as allowed is named with her card first: passing would be refused.
 */
export function PassApplicationDialog({
  application,
  onClose,
  onDone,
}: {
  application: SimApplicationRow
  onClose: () => void
  onDone: (row: SimApplicationRow) => void
}) {
  const { t } = useLingui()
  const [cards, setCards] = useState<SimCardRow[]>([])
  useEffect(() => {
    request(simCardList, { status: 'unallocated', limit: 200 }).then(
      (page) => setCards(page.rows),
      () => setCards([]),
    )
  }, [])
  const atLimit = application.applicantAtCardLimit
  const form = useContractForm(passSimApplication.input, {
    initial: { cardId: '' },
    toInput: (draft, draftId) => ({
      applicationId: application.id,
      ...(draft.cardId ? { cardId: Number(draft.cardId) } : {}),
      clientMutationId: draftId,
    }),
  })
  const submit = async () => {
    const checked = form.submit()
    if (!checked.ok) return
    try {
      onDone(await request(passSimApplication, checked.data))
    } catch (error) {
      form.showServerErrors(error)
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Pass ${application.applicantName}'s application`}
    >
      <div className="flex flex-col gap-2">
        {atLimit && (
          <p role="alert" className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
            {t`${application.applicantName} already holds SIM ${application.applicantCards.join(', ')}, as many SIM cards as allowed: retrieve it in the SIM card records before passing, or reject the application.`}
          </p>
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
        <FormAlert message={form.alert} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button onClick={submit} disabled={atLimit}>{t`Pass and allocate`}</Button>
        </div>
      </div>
    </Dialog>
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
  const submit = async () => {
    const checked = form.submit()
    if (!checked.ok) return
    try {
      onDone(await request(rejectSimApplication, checked.data))
    } catch (error) {
      form.showServerErrors(error)
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Reject ${application.applicantName}'s application`}
    >
      <div className="flex flex-col gap-2">
        <TextField label={t`Reason`} rows={3} showCount {...form.field('rejection')} />
        <FormAlert message={form.alert} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button variant="danger" onClick={submit}>{t`Reject`}</Button>
        </div>
      </div>
    </Dialog>
  )
}
