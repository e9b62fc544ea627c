import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { automaticRulesScreen } from '../../../contract/automaticRuleMessages.ts'
import { type RuleRow, type RuleState, ruleStates } from '../../../contract/automaticRules.ts'
import { useCurrentUser } from '../../api/session.ts'
import { ActionButton } from '../../ui/ActionButton.tsx'
import { FilterBar, type FilterField } from '../../ui/FilterBar.tsx'
import { ListScreen, ListTable } from '../../ui/ListScreen.tsx'
import { RefreshButton } from '../../ui/RefreshButton.tsx'
import { useLinkedRow } from '../../ui/useLinkedRow.ts'
import { newRuleOffer } from './automaticRuleActions.ts'
import { RulePreviewDialog } from './RulePreviewDialog.tsx'
import { useRuleColumns } from './ruleColumns.tsx'
import { newRulePath } from './rulePaths.ts'
import { ruleStateWords } from './ruleWords.ts'
import { useRuleActionTaker } from './useRuleActionTaker.ts'
import { useRuleChoices } from './useRuleChoices.ts'
import { useRuleList } from './useRuleReads.ts'

type Shown = { state?: RuleState }

/**
 * The automatic rules (menu 21): every rule the user reaches, said as sentences, with its state, its
 * last and next run and what it takes now; archived ones when asked. A short list, not paged.
 */
export default function AutomaticRulesPage() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const [, navigate] = useLocation()
  const [shown, setShown] = useState<Shown>({})
  const rules = useRuleList(user.userId, shown.state)
  // A run's message opens the list on its rule (contract/automaticRuleMessages.ts): its row is marked.
  const named = useLinkedRow(automaticRulesScreen.names)
  const { names } = useRuleChoices(user)
  const [previewing, setPreviewing] = useState<RuleRow | null>(null)
  const onTake = useRuleActionTaker(rules.refresh, setPreviewing)
  const columns = useRuleColumns({ user, names, onTake })
  const stateFilter: FilterField<Shown> = {
    kind: 'choice',
    name: 'state',
    label: t`State`,
    width: 'w-44',
    none: t`All but archived`,
    choices: ruleStates.map((state) => ({ value: state, label: i18n._(ruleStateWords[state]) })),
  }
  return (
    <ListScreen
      title={t`Automatic rules`}
      source={rules}
      actions={
        <>
          <RefreshButton refresh={rules.refresh} refreshing={rules.asking} />
          <ActionButton entry={newRuleOffer} user={user} onTake={() => navigate(newRulePath)} />
        </>
      }
      filters={
        <FilterBar
          fields={[stateFilter]}
          values={shown}
          onChange={(_, value) => setShown(value ? { state: value as RuleState } : {})}
          label={t`Automatic rules filters`}
          testId="automatic-rules-filters"
        />
      }
    >
      <ListTable
        label={t`Automatic rules`}
        rows={rules.data}
        failure={rules.failure}
        rowKey={(rule) => rule.id}
        marked={named}
        columns={columns}
        messages={{
          loading: t`Loading the rules…`,
          empty: shown.state
            ? t`No rule is in this state.`
            : t`No rule yet: a new rule allocates or retrieves cases on its own schedule.`,
        }}
        wrapHeaders
        testId="automatic-rules"
      />
      {previewing && <RulePreviewDialog rule={previewing} onClose={() => setPreviewing(null)} />}
    </ListScreen>
  )
}
