import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { type AllocationPreview, type AllocationTeam, allocateCases } from '../../../contract/staffs.ts'
import { formatNumber } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { WorkingBar } from '../../ui/WorkingBar.tsx'
import { AllocationPreviewTable } from './AllocationPreviewTable.tsx'
import { caseAllocationTexts } from './caseAllocationActions.ts'
import { MemberChoice } from './MemberChoice.tsx'
import { type CaseChoice, caseAllocationCalls } from './useCaseAllocation.ts'

const initial = { teamId: '', memberIds: '' }

const idsOf = (text: string) => (text === '' ? [] : text.split(',').map(Number))

/**
 * Allocates the chosen cases: a team (required), optionally some of its members (none: the even
 * split across those on duty today); the preview says who gets how many and who is left out, and
 * only then is the allocation confirmed, as one request, the dialog locked while it runs.
 */
export function AllocateCasesDialog({
  cases,
  count,
  teams,
  onClose,
  onDone,
}: {
  cases: CaseChoice
  /** How many cases are chosen, as far as the list knows (the preview counts them exactly). */
  count: number
  teams: AllocationTeam[]
  onClose: () => void
  onDone: (allocated: AllocationPreview) => void
}) {
  const { t, i18n } = useLingui()
  const form = useContractForm(allocateCases.input, {
    initial,
    toInput: (draft, draftId) => {
      const memberIds = idsOf(draft.memberIds)
      return {
        ...cases,
        ...(draft.teamId ? { teamId: Number(draft.teamId) } : {}),
        memberIds,
        way: memberIds.length > 0 ? 'manual' : 'evenSplit',
        clientMutationId: draftId,
      }
    },
  })
  // The preview answers one draft: a change of team or members asks for it again.
  const [previewed, setPreviewed] = useState<{ draftId: string; preview: AllocationPreview } | null>(null)
  const [step, setStep] = useState<'choosing' | 'previewing' | 'allocating'>('choosing')
  // Cases the preview says cannot be allocated are left out only once the allocator agrees to it.
  const [agreed, setAgreed] = useState(false)
  const sent = useRef(false)
  const preview = previewed?.draftId === form.draftId ? previewed.preview : null
  const team = teams.find((each) => String(each.id) === form.values.teamId)
  const target = () => ({ teamId: Number(form.values.teamId), memberIds: idsOf(form.values.memberIds) })

  const chooseTeam = (teamId: string) => {
    form.set('teamId')(teamId)
    form.set('memberIds')('')
  }
  const askPreview = async () => {
    if (!form.submit().ok) return
    setStep('previewing')
    try {
      setPreviewed({ draftId: form.draftId, preview: await caseAllocationCalls.preview(cases, target()) })
      setAgreed(false)
    } catch (error) {
      form.showServerErrors(error)
    } finally {
      setStep('choosing')
    }
  }
  const confirm = async () => {
    if (!preview || sent.current) return
    sent.current = true
    setStep('allocating')
    try {
      onDone(await caseAllocationCalls.allocate(cases, target(), form.draftId, preview.skipped.length > 0))
    } catch (error) {
      form.showServerErrors(error)
      setStep('choosing')
    } finally {
      sent.current = false
    }
  }
  const allocating = step === 'allocating'
  const shownCount = preview ? preview.caseCount + preview.skipped.length : count
  const asksAgreement = preview !== null && preview.skipped.length > 0 && preview.caseCount > 0

  return (
    <Dialog
      open
      // Nothing closes it while the allocation runs: the user waits for its answer.
      onOpenChange={(open) => !open && !allocating && onClose()}
      modalOnly
      wide
      title={t`Allocate ${formatNumber(shownCount)} cases`}
      description={t`Choose a team, and members of it if you wish. With no member chosen, the cases are split evenly across the team's members on duty today.`}
    >
      <div className="flex flex-col gap-3" data-testid="allocation-form">
        <SelectField
          label={t`Team`}
          placeholder={t`Select…`}
          options={teams.map((each) => ({ value: String(each.id), label: each.name }))}
          {...form.field('teamId')}
          onChange={chooseTeam}
          disabled={allocating}
        />
        {team && (
          <MemberChoice
            members={team.members}
            chosen={idsOf(form.values.memberIds)}
            onChange={(ids) => form.set('memberIds')(ids.join(','))}
            error={form.errors.memberIds}
            disabled={allocating}
          />
        )}
        {preview && <AllocationPreviewTable preview={preview} />}
        {preview && asksAgreement && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={agreed}
              disabled={allocating}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            {plural(preview.caseCount, {
              one: 'Allocate the other # case, leaving these out',
              other: 'Allocate the other # cases, leaving these out',
            })}
          </label>
        )}
        <FormAlert message={form.alert} />
        {allocating ? (
          <WorkingBar label={t`Allocating ${formatNumber(shownCount)} cases…`} />
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
            {preview ? (
              preview.caseCount > 0 && (
                <Button
                  onClick={confirm}
                  disabled={asksAgreement && !agreed}
                  title={
                    asksAgreement && !agreed ? t`Agree first to leave out the cases named above.` : undefined
                  }
                >{t`Confirm: allocate ${formatNumber(preview.caseCount)} cases`}</Button>
              )
            ) : (
              <Button onClick={askPreview} disabled={step === 'previewing'}>
                {i18n._(caseAllocationTexts.previewAllocation.label)}
              </Button>
            )}
          </div>
        )}
      </div>
    </Dialog>
  )
}
