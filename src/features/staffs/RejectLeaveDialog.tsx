import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type LeaveRow, rejectLeave } from '../../../contract/staffs.ts'
import { request } from '../../api/request.ts'
import { formatDay } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { staffActionTexts } from './staffActions.ts'

/** Rejects a pending leave request after asking: the decision is final, the member asks again. */
export function RejectLeaveDialog({
  leave,
  onClose,
  onDone,
}: {
  leave: LeaveRow
  onClose: () => void
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const texts = staffActionTexts.rejectLeave
  const [failure, setFailure] = useState<string | null>(null)
  const [clientMutationId] = useState(() => crypto.randomUUID())
  const confirm = async () => {
    try {
      await request(rejectLeave, { leaveId: leave.id, clientMutationId })
      onDone()
    } catch (error) {
      setFailure((error as Error).message)
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._(texts.confirm!.question(`${leave.memberName} (${leave.days.map(formatDay).join(', ')})`))}
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
