import { useLingui } from '@lingui/react/macro'
import type { RuleRun } from '../../../contract/automaticRules.ts'
import { runCaseOutcomes } from '../../../contract/automaticRules.ts'
import { useCurrentUser } from '../../api/session.ts'
import { formatCompactInstant } from '../../i18n/format.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import type { FilterField } from '../../ui/FilterBar.tsx'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import { outcomeWords } from './ruleWords.ts'
import { runCaseLayout, runCasesScreen, useRunCaseColumns } from './runCaseColumns.tsx'
import { useRunCases } from './useRuleReads.ts'

/** One run's cases, drilled into from its records: each case moved or left, by outcome, paged. */
export function RunCasesDialog({ run, onClose }: { run: RuleRun; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const screen = useListScreen(runCasesScreen)
  const query = screen.asked && { ...screen.asked, filters: { ...screen.asked.filters, runId: run.id } }
  const cases = useRunCases(user.userId, run.id, query)
  const columns = useRunCaseColumns()
  const filters: FilterField<typeof screen.filters>[] = [
    {
      kind: 'choice',
      name: 'outcome',
      label: t`Outcome`,
      width: 'w-40',
      choices: runCaseOutcomes.map((outcome) => ({ value: outcome, label: i18n._(outcomeWords[outcome]) })),
    },
  ]
  const started = formatCompactInstant(run.startedAt, user.timeZone)
  return (
    <Dialog open wide onOpenChange={(open) => !open && onClose()} title={t`The run of ${started}`}>
      {/* The table keeps its least height (24rem) under its toolbar and filter: the box holds both. */}
      <div className="h-[max(60vh,33rem)]">
        <PagedListScreen
          screen={screen}
          title={t`Its cases`}
          source={cases}
          columns={columns}
          layout={runCaseLayout}
          filters={filters}
          messages={{ loading: t`Loading the run's cases…`, empty: t`No case of this run matches.` }}
          testId="run-cases"
        />
      </div>
    </Dialog>
  )
}
