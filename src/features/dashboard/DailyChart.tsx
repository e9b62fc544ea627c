import { useLingui } from '@lingui/react/macro'
import type { DailyFigures, StatementVariant } from '../../../contract/dashboards.ts'
import { formatMoney, formatNumber } from '../../i18n/format.ts'
import { Chart, type ChartSeries } from '../../ui/Chart.tsx'
import { currenciesOf, formatMoneyShort, repaidIn, shortDay } from './dailyFigures.ts'
import { figureWords } from './dashboardWords.ts'

type DailyCount = 'calls' | 'whatsappMessages' | 'collectionRecords' | 'workPerformancePoint'

/**
 * The work day by day, drawn and tabled. The standard statement plots finished cases and calls; the
 * Nigeria and Pakistan one (decision 0045) the amount repaid in the scope's first currency, with
 * WhatsApp messages beside calls. `all` (the details) tables every figure of the day and draws the
 * cases, the calls, the messages and the money.
 */
export function DailyChart({
  days,
  variant,
  all = false,
  label,
}: {
  days: readonly DailyFigures[]
  variant: StatementVariant
  all?: boolean
  label?: string
}) {
  const { t, i18n } = useLingui()
  const count = (figure: DailyCount, kind: 'bar' | 'line'): ChartSeries => ({
    label: i18n._(figureWords[figure]),
    values: days.map((day) => day[figure]),
    kind,
    write: formatNumber,
  })
  const currencies = currenciesOf(days)
  const money = (currency: string): ChartSeries => ({
    label: t`Repaid (${currency})`,
    values: days.map((day) => repaidIn(day, currency)),
    kind: 'bar',
    axis: 'end',
    write: (value) => formatMoney(value, currency),
    writeShort: (value) => formatMoneyShort(value, currency),
  })
  const finished: ChartSeries = {
    label: t`Finished cases`,
    values: days.map((day) => day.finishedCases),
    kind: 'bar',
    write: formatNumber,
  }
  const series: ChartSeries[] = all
    ? [
        finished,
        count('calls', 'line'),
        count('whatsappMessages', 'line'),
        { ...count('collectionRecords', 'line'), drawn: false },
        { ...count('workPerformancePoint', 'line'), drawn: false },
        ...currencies.map(money),
      ]
    : variant === 'ngpk'
      ? [
          ...currencies.slice(0, 1).map(money),
          count('whatsappMessages', 'line'),
          count('calls', 'line'),
          { ...finished, kind: 'line' },
        ]
      : [finished, count('calls', 'line')]
  return (
    <Chart
      label={label ?? t`Daily performance`}
      categoryHeader={t`Day`}
      categories={days.map((day) => shortDay(day.day))}
      series={series}
      testId="daily-chart"
    />
  )
}
