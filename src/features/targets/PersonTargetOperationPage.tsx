import { useLingui } from '@lingui/react/macro'
import { mayDoOnRow } from '../../../contract/actions.ts'
import { typedOfMinorUnits } from '../../../contract/money.ts'
import { targetActions } from '../../../contract/targetActions.ts'
import { savePersonTarget } from '../../../contract/targets.ts'
import { useCurrentUser } from '../../api/session.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { useFilledOnce } from '../../ui/useFilledOnce.ts'
import { TargetFormPage } from './TargetFormPage.tsx'
import { targetFacts } from './targetOffers.ts'
import { targetWrites } from './targetWrites.ts'
import { useTargetMembers, useTargetTeams } from './useTargetChoices.ts'
import { typedFigures, useTargetOperation } from './useTargetOperation.ts'
import { useOpenPeriods, useTargetDetail } from './useTargetReads.ts'

const initial = { teamId: '', personId: '', period: '', currency: '', amount: '', cases: '' }

/**
 * A member's target, added or edited on a page of its own (menu 83): the member among the teams the
 * user reaches (never the user: nobody sets their own), the period, currency and figures; an edited
 * one shows its progress and recorded changes, read-only once its period has ended.
 */
export default function PersonTargetOperationPage({ params }: { params: Record<string, string> }) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const operation = useTargetOperation('/targets/person', params.state)
  const detail = useTargetDetail(user.userId, operation.targetId).data
  const target = operation.targetId ? detail?.target : undefined
  const periods = useOpenPeriods(user.userId, 'person')
  const form = useContractForm(savePersonTarget.input, {
    initial,
    toInput: (draft, draftId) => ({
      ...(target
        ? { targetId: target.id }
        : {
            ...(draft.personId ? { personId: Number(draft.personId) } : {}),
            ...(draft.period ? { period: draft.period } : {}),
            ...(draft.currency ? { currency: draft.currency } : {}),
          }),
      ...typedFigures(draft, target?.currency ?? draft.currency),
      clientMutationId: draftId,
    }),
  })
  const teams = useTargetTeams(user)
  const members = useTargetMembers(user.userId, form.values.teamId)
  useFilledOnce(target, true, (saved) =>
    form.reset({
      ...initial,
      amount: typedOfMinorUnits(saved.amount, saved.currency),
      cases: String(saved.cases),
    }),
  )
  const teamField = form.field('teamId')
  return (
    <TargetFormPage
      title={
        target ? t`Edit the target of ${target.personName ?? target.teamName}` : t`Add a personal target`
      }
      form={form}
      send={targetWrites.savePerson}
      onDone={operation.saved}
      onBack={operation.back}
      testId="person-target-form"
      target={target}
      changes={detail?.changes}
      waiting={operation.targetId !== null && !target}
      timeZone={user.timeZone}
      notTheirs={
        target && !mayDoOnRow(targetActions.savePerson.whoMay, user, targetFacts(target))
          ? t`Your own target is set by someone above you: it is read-only here.`
          : undefined
      }
      chooser={
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <SelectField
            label={t`Team`}
            placeholder={t`Select…`}
            options={teams}
            {...teamField}
            onChange={(value) => {
              teamField.onChange(value)
              form.set('personId')('')
            }}
          />
          <SelectField
            label={t`Member`}
            placeholder={form.values.teamId ? t`Select…` : t`Choose a team first`}
            options={members}
            {...form.field('personId')}
          />
        </div>
      }
      figureFields={{
        period: form.field('period'),
        currency: form.field('currency'),
        amount: form.field('amount'),
        cases: form.field('cases'),
      }}
      periods={periods}
    />
  )
}
