import { useLingui } from '@lingui/react/macro'
import type { RuleRun, RuleState } from '../../../contract/automaticRules.ts'
import { formatCompactInstant } from '../../i18n/format.ts'
import { ruleStateWords } from './ruleWords.ts'
import { runOutcome } from './runOutcome.ts'

const stateLooks: Record<RuleState, string> = {
  draft: 'bg-slate-100 text-slate-700',
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-amber-100 text-amber-800',
  archived: 'bg-slate-200 text-slate-500',
}

/** A rule's state at a glance: only an active rule runs, so it stands out. */
export function RuleStateBadge({ state }: { state: RuleState }) {
  const { i18n } = useLingui()
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${stateLooks[state]}`}>
      {i18n._(ruleStateWords[state])}
    </span>
  )
}

/** A run in a cell: when it started on the user's clock, and what it moved of what it matched; a failure in red, saying why. */
export function RunSummary({ run, timeZone }: { run: RuleRun; timeZone: string }) {
  return (
    <span className="flex flex-col">
      <span className="whitespace-nowrap">{formatCompactInstant(run.startedAt, timeZone)}</span>
      <span className={run.status === 'failed' ? 'text-red-700' : 'text-slate-500'}>{runOutcome(run)}</span>
    </span>
  )
}
