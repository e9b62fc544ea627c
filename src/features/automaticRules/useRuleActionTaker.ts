import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useLocation } from 'wouter'
import type { RuleRow } from '../../../contract/automaticRules.ts'
import { showToast } from '../../ui/toast.tsx'
import { automaticRuleActionTexts, type RuleActionName, stateEventOf } from './automaticRuleActions.ts'
import { automaticRuleWrites } from './automaticRuleWrites.ts'
import { editPath } from './rulePaths.ts'
import { runOutcome } from './runOutcome.ts'

/**
 * What taking a row's action does: Edit opens the rule's page, Preview its dry run; a change of state
 * or a run is sent, said in a toast (a run with what it moved), and the list asked again. A refusal
 * of an action that asked first stays in its question; of one that did not, it is said in a toast.
 */
export function useRuleActionTaker(refresh: () => void, preview: (rule: RuleRow) => void) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  return useCallback(
    async (rule: RuleRow, action: RuleActionName) => {
      const name = rule.definition.name
      if (action === 'edit') return navigate(editPath(rule.id))
      if (action === 'preview') return preview(rule)
      const asked = automaticRuleActionTexts[action].confirm !== undefined
      try {
        if (action === 'runNow') {
          const run = await automaticRuleWrites.runNow({
            ruleId: rule.id,
            clientMutationId: crypto.randomUUID(),
          })
          const outcome = runOutcome(run)
          showToast(run.status === 'failed' ? 'error' : 'success', t`${name}: ${outcome}`)
        } else {
          await automaticRuleWrites[action]({
            ruleId: rule.id,
            event: stateEventOf[action],
            clientMutationId: crypto.randomUUID(),
          })
          const done = automaticRuleActionTexts[action].done
          if (done) showToast('success', i18n._(done(name)))
        }
      } catch (error) {
        if (asked) throw error
        showToast('error', (error as Error).message)
      } finally {
        refresh()
      }
    },
    [t, i18n, navigate, preview, refresh],
  )
}
