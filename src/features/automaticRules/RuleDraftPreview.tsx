import { useLingui } from '@lingui/react/macro'
import type { Actor } from '../../../contract/actions.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { ruleOffer } from './automaticRuleActions.ts'
import { RulePreviewPanel } from './RulePreviewPanel.tsx'
import type { useRulePreview } from './useRulePreview.ts'

/**
 * The dry run of the rule as typed, below its form: asked with Preview (the draft checked first),
 * answered with what a run would do now; a refusal naming fields shows under them in the form.
 */
export function RuleDraftPreview({
  user,
  previewed,
  onPreview,
}: {
  user: Actor
  previewed: ReturnType<typeof useRulePreview>
  onPreview: () => void
}) {
  const { t } = useLingui()
  return (
    <section
      aria-label={t`Preview`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t`What a run would do now with the rule as typed; nothing is changed.`}</p>
        <ActionButton entry={ruleOffer('preview')} user={user} busy={previewed.asking} onTake={onPreview} />
      </div>
      {previewed.asking && (
        <p className="text-sm text-slate-500">{t`Asking the server what a run would do…`}</p>
      )}
      <FormAlert message={previewed.refusal} />
      {previewed.preview && <RulePreviewPanel preview={previewed.preview} />}
    </section>
  )
}
