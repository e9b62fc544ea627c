import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { RulePreview } from '../../../contract/automaticRules.ts'
import { formatNumber } from '../../i18n/format.ts'
import { AllocationShares } from '../../ui/AllocationShares.tsx'
import { casePath } from './rulePaths.ts'
import { skipReasonWords } from './ruleWords.ts'

/**
 * What a run would do now, as the dry run answered (nothing was changed): how many cases match and
 * how many a run takes, who would get how many and who is left out and why, what it would leave and
 * why, and a few of the cases, each opening its detail, to check the conditions by eye.
 */
export function RulePreviewPanel({ preview }: { preview: RulePreview }) {
  const { t, i18n } = useLingui()
  const matched = formatNumber(preview.matched)
  const taken = formatNumber(preview.taken)
  return (
    <section
      aria-label={t`What a run would do now`}
      className="flex flex-col gap-3"
      data-testid="rule-preview"
    >
      <p className="text-sm font-medium text-slate-800">
        {preview.taken < preview.matched
          ? t`${matched} cases match now; a run would take ${taken} (its most), the rest wait for the next run.`
          : t`${matched} cases match now; a run would take them all.`}
      </p>
      {preview.allocation && preview.allocation.caseCount > 0 && (
        <AllocationShares preview={preview.allocation} />
      )}
      {preview.skippedReasons.length > 0 && (
        <div className="text-sm" data-testid="rule-preview-skipped">
          <p className="font-medium text-slate-700">{t`Left as they are`}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-600">
            {preview.skippedReasons.map(({ reason, count }) => (
              <li key={reason}>
                {i18n._(skipReasonWords[reason])}: {formatNumber(count)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.sample.length > 0 && (
        <div className="text-sm">
          <p className="font-medium text-slate-700">{t`Some of the cases it would move`}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {preview.sample.map((sampled) => (
              <li key={sampled.caseId}>
                <Link className="font-medium text-brand-700 hover:underline" href={casePath(sampled.caseId)}>
                  {sampled.caseNo}
                </Link>
                <span className="text-slate-500"> · {sampled.holderName ?? t`Held by no one`}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
