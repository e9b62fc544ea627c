import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { removeSimCard, type SimCardRow } from '../../../contract/simCards.ts'
import { request } from '../../api/request.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { simCardActionTexts } from './simCardActions.ts'

/** Removes an unallocated card added by mistake, after asking: it cannot be undone. */
export function RemoveCardDialog({
  card,
  onClose,
  onDone,
}: {
  card: SimCardRow
  onClose: () => void
  onDone: (removed: { cardId: number; cardNumber: string }) => void
}) {
  const { t, i18n } = useLingui()
  const texts = simCardActionTexts.remove
  const [failure, setFailure] = useState<string | null>(null)
  const [clientMutationId] = useState(() => crypto.randomUUID())
  const confirm = async () => {
    try {
      onDone(await request(removeSimCard, { cardId: card.id, clientMutationId }))
    } catch (error) {
      setFailure((error as Error).message)
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._(texts.confirm!.question(card.cardNumber))}
      description={i18n._(texts.confirm!.effect)}
    >
      <FormAlert message={failure} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="danger" onClick={confirm}>
          {i18n._(texts.label)}
        </Button>
      </div>
    </Dialog>
  )
}
