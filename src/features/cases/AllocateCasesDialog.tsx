import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type AllocationPreview,
  type AllocationTeam,
  allocateCases,
} from '../../../contract/caseAllocation.ts'
import { formatNumber } from '../../i18n/format.ts'
import { FormDialog } from '../../ui/FormDialog.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { AllocationPreviewTable } from './AllocationPreviewTable.tsx'
import { caseAllocationTexts } from './caseAllocationActions.ts'
import { MemberChoice } from './MemberChoice.tsx'
import { type CaseChoice, caseAllocationCalls } from './useCaseAllocation.ts'

const initial = { teamId: '', memberIds: '' }

const idsOf = (text: string) => (text === '' ? [] : text.split(',').map(Number))

/**
 * Allocates the chosen cases: a team (required), optionally some of its members (none: the even
 * split across those on duty today); the preview says who gets how many and who is left out, and
 * only then is the allocation confirmed, as one request, the dialog locked while it runs (the kit's
 * FormDialog, sending the preview first and the allocation once the preview of this draft is seen).
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
  // Cases the preview says cannot be allocated are left out only once the allocator agrees to it.
  const [agreed, setAgreed] = useState(false)
  const preview = previewed?.draftId === form.draftId ? previewed.preview : null
  const team = teams.find((each) => String(each.id) === form.values.teamId)
  const target = () => ({ teamId: Number(form.values.teamId), memberIds: idsOf(form.values.memberIds) })

  const chooseTeam = (teamId: string) => {
    form.set('teamId')(teamId)
    form.set('memberIds')('')
  }
  const shownCount = preview ? preview.caseCount + preview.skipped.length : count
  const asksAgreement = preview !== null && preview.skipped.length > 0 && preview.caseCount > 0

  return (
    <FormDialog
      modalOnly
      wide
      title={t`Allocate ${formatNumber(shownCount)} cases`}
      description={t`Choose a team, and members of it if you wish. With no member chosen, the cases are split evenly across the team's members on duty today.`}
      form={form}
      // First the preview of this draft, then, once seen, the allocation it showed.
      send={() =>
        preview
          ? caseAllocationCalls.allocate(cases, target(), form.draftId, preview.skipped.length > 0)
          : caseAllocationCalls.preview(cases, target())
      }
      onDone={(answer) => {
        if (preview) onDone(answer)
        else {
          setPreviewed({ draftId: form.draftId, preview: answer })
          setAgreed(false)
        }
      }}
      onClose={onClose}
      submitLabel={
        preview
          ? t`Confirm: allocate ${formatNumber(preview.caseCount)} cases`
          : i18n._(caseAllocationTexts.previewAllocation.label)
      }
      // Nothing to allocate, or cases to leave out not agreed to yet: confirm waits.
      submitDisabled={preview !== null && (preview.caseCount === 0 || (asksAgreement && !agreed))}
      {...(preview ? { working: t`Allocating ${formatNumber(shownCount)} cases…` } : {})}
    >
      <div className="flex flex-col gap-3" data-testid="allocation-form">
        <SelectField
          label={t`Team`}
          placeholder={t`Select…`}
          options={teams.map((each) => ({ value: String(each.id), label: each.name }))}
          {...form.field('teamId')}
          onChange={chooseTeam}
        />
        {team && (
          <MemberChoice
            members={team.members}
            chosen={idsOf(form.values.memberIds)}
            onChange={(ids) => form.set('memberIds')(ids.join(','))}
            error={form.errors.memberIds}
          />
        )}
        {preview && <AllocationPreviewTable preview={preview} />}
        {preview && asksAgreement && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            {plural(preview.caseCount, {
              one: 'Allocate the other # case, leaving these out',
              other: 'Allocate the other # cases, leaving these out',
            })}
          </label>
        )}
      </div>
    </FormDialog>
  )
}
