import { useLingui } from '@lingui/react/macro'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'
import { useDifferenceWords } from './targetFigures.tsx'
import type { SplitLine } from './targetSplit.ts'

const cellInput =
  'w-full rounded border border-slate-300 px-2 py-1 text-right text-sm tabular-nums outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50'

/**
 * A team's target split across its members, adjusted by hand: each member's load, current target and
 * the share typed; the line under it says whether they add up to the team's and by how much not.
 */
export function SplitTable({
  lines,
  currency,
  difference,
  onChange,
  error,
}: {
  lines: SplitLine[]
  currency: string
  /** null while a figure is not a number yet. */
  difference: { amount: number; cases: number } | null
  onChange: (personId: number, field: 'amount' | 'cases', typed: string) => void
  error: string | undefined
}) {
  const { t } = useLingui()
  const differenceWords = useDifferenceWords()
  const apart = difference && differenceWords(difference, currency)
  return (
    <div className="flex flex-col gap-2">
      <table aria-label={t`Members' targets`} className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left">{t`Member`}</th>
            <th scope="col" className="px-2 py-1.5 text-right">{t`Load`}</th>
            <th scope="col" className="px-2 py-1.5 text-right">{t`Current target`}</th>
            <th scope="col" className="w-44 px-2 py-1.5 text-right">{t`Amount (${currency})`}</th>
            <th scope="col" className="w-28 px-2 py-1.5 text-right">{t`Cases`}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.personId} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {line.personName}
              </th>
              <td className="px-2 py-1 text-right tabular-nums">
                {line.load === null ? noValue : formatNumber(line.load)}
              </td>
              <td className="px-2 py-1 text-right tabular-nums">
                {line.current
                  ? `${formatMoney(line.current.amount, currency)} · ${formatNumber(line.current.cases)}`
                  : noValue}
              </td>
              <td className="px-2 py-1">
                <input
                  aria-label={t`Amount of ${line.personName}`}
                  inputMode="decimal"
                  className={cellInput}
                  value={line.amount}
                  onChange={(event) => onChange(line.personId, 'amount', event.target.value)}
                />
              </td>
              <td className="px-2 py-1">
                <input
                  aria-label={t`Cases of ${line.personName}`}
                  inputMode="numeric"
                  className={cellInput}
                  value={line.cases}
                  onChange={(event) => onChange(line.personId, 'cases', event.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p
        role="status"
        data-testid="split-difference"
        className={`text-sm ${apart || difference === null ? 'text-amber-700' : 'text-emerald-700'}`}
      >
        {difference === null
          ? t`Type every member's amount and cases to see whether they add up.`
          : apart
            ? t`The members add up to ${apart} than the team's target.`
            : t`The members add up to the team's target.`}
      </p>
      {error && (
        <span role="alert" className="text-xs text-red-600">
          {error}
        </span>
      )}
    </div>
  )
}
