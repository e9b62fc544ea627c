import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useLocation } from 'wouter'
import { mayOffer } from '../../../contract/actions.ts'
import { automaticRuleActions } from '../../../contract/automaticRuleActions.ts'
import type { RuleDetail, RuleRow } from '../../../contract/automaticRules.ts'
import { useCurrentUser } from '../../api/session.ts'
import { FormPage } from '../../ui/FormPage.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { showToast } from '../../ui/toast.tsx'
import { useFilledOnce } from '../../ui/useFilledOnce.ts'
import { automaticRuleActionTexts, ruleEditable, ruleFacts } from './automaticRuleActions.ts'
import { automaticRuleWrites } from './automaticRuleWrites.ts'
import { RuleDraftPreview } from './RuleDraftPreview.tsx'
import { RuleSentence } from './RuleSentence.tsx'
import { RuleWhatFields } from './RuleWhatFields.tsx'
import { RuleWhenFields } from './RuleWhenFields.tsx'
import { RuleWhichFields } from './RuleWhichFields.tsx'
import { draftOf, saidOf } from './ruleDraft.ts'
import { rulesPath } from './rulePaths.ts'
import { useRuleChoices } from './useRuleChoices.ts'
import { useRuleForm } from './useRuleForm.ts'
import { useRulePreview } from './useRulePreview.ts'
import { useRuleDetail } from './useRuleReads.ts'

/**
 * A rule added or edited on a page of its own (rule addition; /cases/automatical/edit/:ruleId): when,
 * which cases, what, read back as sentences while typed, previewed before it is saved. Editing a rule
 * that has run makes its next version; an archived rule, or one the user may not change, is read only.
 */
export default function RuleFormPage({ params }: { params: Record<string, string> }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const [, navigate] = useLocation()
  const ruleId = params.ruleId && /^\d+$/.test(params.ruleId) ? params.ruleId : undefined
  const detail = useRuleDetail(user.userId, ruleId)
  const rule = detail.data
  const choices = useRuleChoices(user)
  const currencyOf = useCallback(
    (appId: string) => (appId ? (choices.names.apps.get(Number(appId))?.currency ?? '') : ''),
    [choices.names],
  )
  const form = useRuleForm(user.timeZone, rule?.id, currencyOf)
  const currency = currencyOf(form.values.appId)
  const appsKnown = choices.apps.length > 0
  useFilledOnce(rule, appsKnown || rule?.definition.appId === undefined, (saved: RuleDetail) =>
    form.reset(draftOf(saved.definition, currencyOf(String(saved.definition.appId ?? '')))),
  )
  const previewed = useRulePreview()
  const preview = () => {
    const checked = form.submit()
    if (!checked.ok) return
    const { clientMutationId: _write, ...definition } = checked.data
    void previewed.ask(definition, form.showServerErrors)
  }
  const saved = (row: RuleRow) => {
    const done = automaticRuleActionTexts.save.done
    // Said on the list it goes back to: a toast of the page left would be cleared on leaving it.
    if (done) showToast('success', i18n._(done(row.definition.name)), { page: rulesPath })
    navigate(rulesPath)
  }
  if (ruleId !== undefined && !rule)
    return (
      <NotLoaded
        failure={detail.failure}
        loading={t`Loading the rule…`}
        failed={(reason) => t`The rule could not be loaded: ${reason}`}
        onRetry={detail.refresh}
      />
    )
  const readOnly =
    rule && !ruleEditable(rule)
      ? t`This rule is archived: it is read-only, and its records stay readable.`
      : !mayOffer(automaticRuleActions.save.whoMay, user, rule ? ruleFacts(rule) : undefined)
        ? t`You may read this rule, not change it.`
        : undefined
  const nextVersion = rule && rule.state !== 'draft' && !readOnly ? rule.version + 1 : undefined
  return (
    <FormPage
      title={rule ? t`Edit rule ${rule.definition.name}` : t`New rule`}
      form={form}
      send={automaticRuleWrites.save}
      onDone={saved}
      onBack={() => navigate(rulesPath)}
      submitLabel={t`Save`}
      readOnly={readOnly}
      testId="rule-form"
      above={
        <>
          {nextVersion !== undefined && (
            <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t`Saving makes version ${nextVersion}; the next run uses it.`}
            </p>
          )}
          <RuleSentence rule={saidOf(form.values, currency)} names={choices.names} live />
        </>
      }
      below={
        readOnly ? undefined : <RuleDraftPreview user={user} previewed={previewed} onPreview={preview} />
      }
    >
      <RuleWhenFields form={form} />
      <RuleWhichFields form={form} choices={choices} currency={currency} />
      <RuleWhatFields form={form} teams={choices.teams} />
    </FormPage>
  )
}
