import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { typedOfMinorUnits } from '../../../contract/money.ts'
import type { SplitBy } from '../../../contract/targetMath.ts'
import { saveTeamTarget } from '../../../contract/targets.ts'
import { useCurrentUser } from '../../api/session.ts'
import { Button } from '../../ui/Button.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { useContractForm } from '../../ui/useContractForm.ts'
import { useFilledOnce } from '../../ui/useFilledOnce.ts'
import { SplitTable } from './SplitTable.tsx'
import { TargetFormPage } from './TargetFormPage.tsx'
import {
  differenceOf,
  linesOfDraft,
  linesOfMembers,
  linesOfPreview,
  type SplitLine,
  sharesOf,
} from './targetSplit.ts'
import { previewSplit, targetWrites } from './targetWrites.ts'
import { useTargetTeams } from './useTargetChoices.ts'
import { typedFigures, useTargetOperation } from './useTargetOperation.ts'
import { useOpenPeriods, useTargetDetail } from './useTargetReads.ts'

const initial = { teamId: '', period: '', currency: '', amount: '', cases: '', members: '' }

/**
 * A team's target, added or edited on a page of its own (menu 82): its figures, then its split across
 * the members (evenly or by their load, adjusted by hand, the difference said as typed), saved together.
 * An edited target shows its progress and its recorded changes; an ended period's, read-only.
 */
export default function TeamTargetOperationPage({ params }: { params: Record<string, string> }) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const operation = useTargetOperation('/targets/setting', params.state)
  const detail = useTargetDetail(user.userId, operation.targetId).data
  const target = operation.targetId ? detail?.target : undefined
  const teams = useTargetTeams(user)
  const periods = useOpenPeriods(user.userId, 'team')
  const [splitting, setSplitting] = useState(false)
  const form = useContractForm(saveTeamTarget.input, {
    initial,
    toInput: (draft, draftId) => {
      const money = target?.currency ?? draft.currency
      return {
        ...(target
          ? { targetId: target.id }
          : {
              ...(draft.teamId ? { teamId: Number(draft.teamId) } : {}),
              ...(draft.period ? { period: draft.period } : {}),
              ...(draft.currency ? { currency: draft.currency } : {}),
            }),
        ...typedFigures(draft, money),
        ...(draft.members ? { members: sharesOf(linesOfDraft(draft.members), money) } : {}),
        clientMutationId: draftId,
      }
    },
  })
  const currency = target?.currency ?? form.values.currency
  // The edited target's figures and its members' saved split fill the form once read.
  useFilledOnce(target, detail !== undefined, (saved) => {
    const split = linesOfMembers(detail?.members ?? [])
    form.reset({
      ...initial,
      amount: typedOfMinorUnits(saved.amount, saved.currency),
      cases: String(saved.cases),
      members: split.length > 0 ? JSON.stringify(split) : '',
    })
  })

  // The split is part of the draft (its lines as text), so each edit of a member is another write.
  const lines = form.values.members ? linesOfDraft(form.values.members) : null
  const setLines = (next: SplitLine[] | null) => form.set('members')(next ? JSON.stringify(next) : '')
  const figures = typedFigures(form.values, currency)
  const teamId = target ? String(target.teamId) : form.values.teamId
  const canSplit =
    teamId !== '' && currency !== '' && Number.isInteger(figures.amount) && Number.isInteger(figures.cases)
  const split = async (by: SplitBy) => {
    setSplitting(true)
    try {
      const preview = await previewSplit({
        teamId,
        ...(target
          ? { period: target.period.from }
          : form.values.period
            ? { period: form.values.period }
            : {}),
        currency,
        amount: figures.amount as number,
        cases: figures.cases as number,
        by,
      })
      setLines(linesOfPreview(preview.members, currency))
    } catch (error) {
      form.showServerErrors(error)
    } finally {
      setSplitting(false)
    }
  }
  return (
    <TargetFormPage
      title={target ? t`Edit the target of ${target.teamName}` : t`Add a team target`}
      form={form}
      send={targetWrites.saveTeam}
      onDone={operation.saved}
      onBack={operation.back}
      testId="team-target-form"
      target={target}
      changes={detail?.changes}
      waiting={operation.targetId !== null && !target}
      timeZone={user.timeZone}
      chooser={
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <SelectField label={t`Team`} placeholder={t`Select…`} options={teams} {...form.field('teamId')} />
        </div>
      }
      figureFields={{
        period: form.field('period'),
        currency: form.field('currency'),
        amount: form.field('amount'),
        cases: form.field('cases'),
      }}
      periods={periods}
    >
      <section aria-label={t`Split across the members`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="me-auto text-sm font-semibold text-slate-800">{t`Split across the members`}</h2>
          <Button
            variant="secondary"
            size="small"
            disabled={!canSplit || splitting}
            onClick={() => split('even')}
          >
            {t`Split evenly`}
          </Button>
          <Button
            variant="secondary"
            size="small"
            disabled={!canSplit || splitting}
            onClick={() => split('load')}
          >
            {t`Split by case load`}
          </Button>
          {lines && (
            <Button variant="ghost" size="small" onClick={() => setLines(null)}>
              {t`Leave the members out`}
            </Button>
          )}
        </div>
        {lines ? (
          <SplitTable
            lines={lines}
            currency={currency}
            difference={differenceOf(figures, lines, currency)}
            onChange={(personId, field, typed) =>
              setLines(lines.map((line) => (line.personId === personId ? { ...line, [field]: typed } : line)))
            }
            error={form.errors.members}
          />
        ) : (
          <p className="text-sm text-slate-500">
            {t`Not split: only the team's target is saved. Type its amount and cases, then split it to set the members' too.`}
          </p>
        )}
      </section>
    </TargetFormPage>
  )
}
