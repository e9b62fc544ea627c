import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Actor } from '../../../contract/actions.ts'
import type { RuleRow } from '../../../contract/automaticRules.ts'
import { formatCompactInstant, formatNumber } from '../../i18n/format.ts'
import { RowActions } from '../../ui/RowActions.tsx'
import type { SimpleColumn } from '../../ui/SimpleTable.tsx'
import { type RuleActionName, ruleActionsNow, ruleFacts } from './automaticRuleActions.ts'
import { RuleStateBadge, RunSummary } from './RuleBadges.tsx'
import { recordsPath } from './rulePaths.ts'
import { type RuleNames, whatItDoes, whenItRuns, whichCases } from './ruleSentence.ts'

interface Input {
  user: Actor & { timeZone: string }
  names: RuleNames
  /** Takes a row's action; a refusal is thrown, for the question that asked (if any) to show. */
  onTake: (rule: RuleRow, action: RuleActionName) => void | Promise<void>
}

/**
 * The rules' list (menu 21): each rule said as sentences (which cases, when, what), its state and
 * version, its last run and next; its actions as its machine and the policy offer them, and its records.
 */
export function useRuleColumns({ user, names, onTake }: Input): SimpleColumn<RuleRow>[] {
  const { t } = useLingui()
  return [
    {
      header: t`Rule`,
      cell: (rule) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{rule.definition.name}</span>
          <span className="text-xs text-slate-500">{rule.ownerName}</span>
        </span>
      ),
    },
    { header: t`Which cases`, cell: (rule) => whichCases(rule.definition, names) },
    { header: t`When`, cell: (rule) => whenItRuns(rule.definition) },
    { header: t`What`, cell: (rule) => whatItDoes(rule.definition, names) },
    { header: t`State`, cell: (rule) => <RuleStateBadge state={rule.state} /> },
    { header: t`Version`, cell: (rule) => formatNumber(rule.version), align: 'end' },
    {
      header: t`Last run`,
      cell: (rule) =>
        rule.lastRun ? <RunSummary run={rule.lastRun} timeZone={user.timeZone} /> : t`Not run yet`,
    },
    { header: t`Next run`, cell: (rule) => formatCompactInstant(rule.nextRunAt, user.timeZone) },
    {
      header: t`Actions`,
      cell: (rule) => (
        <span className="flex flex-wrap items-center gap-1">
          <RowActions
            actions={ruleActionsNow(rule)}
            user={user}
            facts={ruleFacts(rule)}
            rowName={rule.definition.name}
            shownAtMost={4}
            onTake={(action) => onTake(rule, action)}
          />
          <Link
            href={recordsPath(rule.id)}
            aria-label={t`Records of ${rule.definition.name}`}
            className="rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50"
          >
            {t`Records`}
          </Link>
        </span>
      ),
    },
  ]
}
