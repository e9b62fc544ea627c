import { useLingui } from '@lingui/react/macro'
import { type RankPeriod, rankPeriods } from '../../../contract/messages.ts'
import { paceWords } from '../../../contract/targets.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { languageOf, paceColour, paceText, percentText } from '../../ui/paceText.ts'
import { useKeptRanking } from './keptMessages.ts'
import { rankPeriodLabels } from './messageTexts.ts'

/**
 * Amounts come in minor units, in the currency the answer names (written as its country writes it);
 * without one (nothing repaid yet, or several currencies), as a plain figure with two decimals.
 */
const amountText = (minorUnits: number, currency: string | null, locale: string) =>
  currency
    ? formatMoney(minorUnits, currency)
    : new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: 'always',
      }).format(Math.round(minorUnits) / 100)

/** The collector's work performance for the period chosen: hers beside her team's, and her rank. */
export function RankingStrip({
  userId,
  period,
  onPeriod,
}: {
  userId: number
  period: RankPeriod
  onPeriod: (period: RankPeriod) => void
}) {
  const { t, i18n } = useLingui()
  const rank = useKeptRanking(userId, period)
  return (
    <div className="flex shrink-0 items-center gap-3" data-testid="ranking">
      <div role="radiogroup" aria-label={t`Ranking period`} className="flex rounded border border-slate-300">
        {rankPeriods.map((each) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented switch of three buttons reads as one radio group
          <button
            key={each}
            type="button"
            role="radio"
            aria-checked={each === period}
            onClick={() => onPeriod(each)}
            className={`px-2 py-0.5 text-xs ${each === period ? 'bg-slate-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {i18n._(rankPeriodLabels[each])}
          </button>
        ))}
      </div>
      <dl className="flex gap-3 whitespace-nowrap text-xs text-slate-700">
        <div className="flex gap-1">
          <dt>{t`Mine`}</dt>
          <dd className="font-semibold tabular-nums">
            {rank
              ? `${formatNumber(rank.myNum)} · ${amountText(rank.myAmt, rank.currency, i18n.locale)}`
              : noValue}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t`Team`}</dt>
          <dd className="font-semibold tabular-nums">
            {rank
              ? `${formatNumber(rank.teamNum)} · ${amountText(rank.teamAmt, rank.currency, i18n.locale)}`
              : noValue}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t`Rank`}</dt>
          <dd className="font-semibold tabular-nums">{rank?.myRank ?? noValue}</dd>
        </div>
        {rank?.target && (
          // The salary period's target, whatever the ranking period chosen (issue 25).
          <div className="flex gap-1" data-testid="ranking-target">
            <dt>{t`Target`}</dt>
            <dd className="font-semibold tabular-nums">
              {percentText(rank.target.achievement, i18n.locale)} ·{' '}
              {/* The pace's word alone beside the rank, its gap in money on hover: the bar keeps to one line. */}
              <span
                className={paceColour[rank.target.pace.status]}
                title={paceText(
                  paceWords[rank.target.pace.status][languageOf(i18n.locale)],
                  rank.target.pace,
                  rank.target.currency,
                )}
              >
                {paceWords[rank.target.pace.status][languageOf(i18n.locale)]}
              </span>
            </dd>
          </div>
        )}
      </dl>
    </div>
  )
}
