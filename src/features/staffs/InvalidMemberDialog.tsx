import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type StaffRow, setMemberValidity } from '../../../contract/staffs.ts'
import { request } from '../../api/request.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { staffActionTexts } from './staffActions.ts'

/**
 * Marks a member invalid after asking, then says how many open cases they leave to be reallocated.
 */
export function InvalidMemberDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffRow
  onClose: () => void
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const texts = staffActionTexts.setMemberValidity
  const [openCases, setOpenCases] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [clientMutationId] = useState(() => crypto.randomUUID())
  const confirm = async () => {
    try {
      const answer = await request(setMemberValidity, { memberId: member.id, valid: false, clientMutationId })
      setOpenCases(answer.openCases)
    } catch (error) {
      setFailure((error as Error).message)
    }
  }
  if (openCases !== null) {
    return (
      <Dialog open onOpenChange={(open) => !open && onDone()} title={t`${member.name} is invalid`}>
        <p className="text-sm text-slate-700" data-testid="open-cases-left">
          {openCases === 0
            ? t`They held no open cases: nothing is left to reallocate.`
            : t`They hold ${openCases} open cases, left to be reallocated.`}
        </p>
        <div className="mt-3 flex justify-end">
          <Button onClick={onDone}>{t`Close`}</Button>
        </div>
      </Dialog>
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._(texts.confirm!.question(member.name))}
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
