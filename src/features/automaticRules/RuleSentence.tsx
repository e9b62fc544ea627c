import { useLingui } from '@lingui/react/macro'
import { type RuleNames, type RuleSaid, whatItDoes, whenItRuns, whichCases } from './ruleSentence.ts'

/** A rule read back as its three sentences: which cases, when, what (as typed, on its form). */
export function RuleSentence({
  rule,
  names,
  live = false,
}: {
  rule: RuleSaid
  names: RuleNames
  live?: boolean
}) {
  const { t } = useLingui()
  const lines: [string, string][] = [
    [t`Which cases`, whichCases(rule, names)],
    [t`When`, whenItRuns(rule)],
    [t`What`, whatItDoes(rule, names)],
  ]
  return (
    <dl
      aria-label={t`The rule in words`}
      aria-live={live ? 'polite' : undefined}
      data-testid="rule-sentence"
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      {lines.map(([term, said]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="text-slate-900">{said}</dd>
        </div>
      ))}
    </dl>
  )
}
