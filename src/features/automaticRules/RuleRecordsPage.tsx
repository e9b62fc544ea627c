import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { RuleRun } from '../../../contract/automaticRules.ts'
import { useCurrentUser } from '../../api/session.ts'
import { PagedListScreen } from '../../ui/ListScreen.tsx'
import { useListScreen } from '../../ui/useListScreen.ts'
import { RuleRecordHeader } from './RuleRecordHeader.tsx'
import { RunCasesDialog } from './RunCasesDialog.tsx'
import { runLayout, runsScreen, useRunColumns } from './runColumns.tsx'
import { useRuleChoices } from './useRuleChoices.ts'
import { useRuleDetail, useRuleRuns } from './useRuleReads.ts'

/**
 * A rule's execution records (automatical/records/{ruleId}): the rule and its versions, then each run
 * (when, why, which version, what it matched, moved and left, how it ended), each opening its cases.
 */
export default function RuleRecordsPage({ params }: { params: Record<string, string> }) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const ruleId = params.ruleId ?? ''
  const rule = useRuleDetail(user.userId, ruleId)
  const { names } = useRuleChoices(user)
  const screen = useListScreen(runsScreen)
  const query = screen.asked && { ...screen.asked, filters: { ruleId } }
  const runs = useRuleRuns(user.userId, ruleId, query)
  const [opened, setOpened] = useState<RuleRun | null>(null)
  const columns = useRunColumns(user.timeZone, setOpened)
  return (
    <div className="flex h-full flex-col gap-4">
      <RuleRecordHeader read={rule} names={names} timeZone={user.timeZone} />
      <div className="min-h-[24rem] flex-1">
        <PagedListScreen
          screen={{ ...screen, changeFilter: undefined }}
          title={t`Runs`}
          source={runs}
          columns={columns}
          layout={runLayout}
          filters={[]}
          messages={{ loading: t`Loading the runs…`, empty: t`This rule has not run yet.` }}
          testId="rule-runs"
        />
      </div>
      {opened && <RunCasesDialog run={opened} onClose={() => setOpened(null)} />}
    </div>
  )
}
