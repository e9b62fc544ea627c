import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { RuleRow } from '../../../contract/automaticRules.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { RulePreviewPanel } from './RulePreviewPanel.tsx'
import { useRulePreview } from './useRulePreview.ts'

/** A saved rule's dry run from its row: what a run would do now, nothing changed. */
export function RulePreviewDialog({ rule, onClose }: { rule: RuleRow; onClose: () => void }) {
  const { t } = useLingui()
  const { preview, refusal, asking, ask } = useRulePreview()
  useEffect(() => {
    void ask({ ...rule.definition, ruleId: rule.id })
  }, [ask, rule.definition, rule.id])
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t`Preview of ${rule.definition.name}`}
      description={t`What a run would do now, without changing anything.`}
    >
      {asking && <p className="text-sm text-slate-500">{t`Asking the server what a run would do…`}</p>}
      <FormAlert message={refusal} />
      {preview && <RulePreviewPanel preview={preview} />}
    </Dialog>
  )
}
