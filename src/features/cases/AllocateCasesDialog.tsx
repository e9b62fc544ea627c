import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type AllocationPreview, type AllocationTeam, allocateCases } from '../../../contract/staffs.ts'
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
  const preview = previewed?.draftId === form.draftId ? previewed.preview : null
  const team = teams.find((each) => String(each.id) === form.values.teamId)
  const target = () => ({ teamId: Number(form.values.teamId), memberIds: idsOf(form.values.memberIds) })

  const chooseTeam = (teamId: string) => {
    form.set('teamId')(teamId)
    form.set('memberIds')('')
  }
  const shownCount = preview?.caseCount ?? count

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
          ? caseAllocationCalls.allocate(cases, target(), form.draftId)
          : caseAllocationCalls.preview(cases, target())
      }
      onDone={(answer) =>
        preview ? onDone(answer) : setPreviewed({ draftId: form.draftId, preview: answer })
      }
      onClose={onClose}
      submitLabel={
        preview
          ? t`Confirm: allocate ${formatNumber(preview.caseCount)} cases`
          : i18n._(caseAllocationTexts.previewAllocation.label)
      }
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
      </div>
    </FormDialog>
  )
}
