import { saveRule } from '../../../contract/automaticRules.ts'
import { useContractForm } from '../../ui/useContractForm.ts'
import { definitionOf, newRuleDraft } from './ruleDraft.ts'

/**
 * A rule's form over saveRule's own input: the draft checked by the contract (the rules between fields
 * too), sent with the rule's id when it edits one. `currencyOf` reads the app chosen's money.
 */
export function useRuleForm(
  timeZone: string,
  ruleId: number | undefined,
  currencyOf: (appId: string) => string,
) {
  return useContractForm(saveRule.input, {
    initial: newRuleDraft(timeZone),
    toInput: (draft, draftId) => ({
      ...definitionOf(draft, currencyOf(draft.appId)),
      ...(ruleId === undefined ? {} : { ruleId }),
      clientMutationId: draftId,
    }),
  })
}

export type RuleForm = ReturnType<typeof useRuleForm>
