import { useLingui } from '@lingui/react/macro'
import type { RuleDetail } from '../../../contract/automaticRules.ts'
import type { ApiFailure } from '../../../contract/errors.ts'
import { formatDateTime } from '../../i18n/format.ts'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { SimpleTable } from '../../ui/SimpleTable.tsx'
import { RuleStateBadge } from './RuleBadges.tsx'
import { RuleSentence } from './RuleSentence.tsx'
import type { RuleNames } from './ruleSentence.ts'

/** The rule the records are of: its name, state and sentences as it stands, and its versions, newest first. */
export function RuleRecordHeader({
  read,
  names,
  timeZone,
}: {
  /** The rule as read: its kept copy or the server's answer, or why the server could not answer. */
  read: { data: RuleDetail | undefined; failure: ApiFailure | null; refresh: () => void }
  names: RuleNames
  timeZone: string
}) {
  const { t } = useLingui()
  const rule = read.data
  if (!rule)
    return (
      <NotLoaded
        failure={read.failure}
        loading={t`Loading the rule…`}
        failed={(reason) => t`The rule could not be loaded: ${reason}`}
        onRetry={read.refresh}
        className="rounded-lg bg-white p-4"
      />
    )
  const newestFirst = [...rule.versions].sort((a, b) => b.version - a.version)
  return (
    <section aria-label={t`The rule`} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h1 className="text-lg font-semibold text-slate-900">{t`Records of ${rule.definition.name}`}</h1>
        <RuleStateBadge state={rule.state} />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[2fr_1fr]">
        <RuleSentence rule={rule.definition} names={names} />
        <div className="rounded-md border border-slate-200 bg-white">
          <SimpleTable
            label={t`Versions`}
            columns={[
              { header: t`Version`, cell: (version) => version.version, align: 'end' },
              { header: t`Made at`, cell: (version) => formatDateTime(version.createdAt, timeZone) },
              { header: t`Made by`, cell: (version) => version.createdByName },
            ]}
            rows={newestFirst}
            rowKey={(version) => version.version}
            empty={t`No version recorded.`}
          />
        </div>
      </div>
    </section>
  )
}
