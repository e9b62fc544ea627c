import type { MoneyFigure } from '../../../contract/dashboards.ts'
import { formatMoney, formatNumber, noValue } from '../../i18n/format.ts'

/** Money of many rows added up currency by currency, never across: one figure per currency, by code. */
export function addByCurrency(figures: readonly (readonly MoneyFigure[])[]): MoneyFigure[] {
  const byCurrency = new Map<string, MoneyFigure>()
  for (const figure of figures.flat()) {
    const kept = byCurrency.get(figure.currency)
    byCurrency.set(figure.currency, {
      currency: figure.currency,
      repayments: (kept?.repayments ?? 0) + figure.repayments,
      repaidAmount: (kept?.repaidAmount ?? 0) + figure.repaidAmount,
    })
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency))
}

/** A money cell: one line per currency, as its country writes it; none repaid reads as no value. */
export function MoneyFigures({ figures }: { figures: readonly MoneyFigure[] }) {
  const shown = figures.filter((figure) => figure.repaidAmount !== 0)
  if (shown.length === 0) return noValue
  return (
    <span className="flex flex-col items-end">
      {shown.map((figure) => (
        <span key={figure.currency}>{formatMoney(figure.repaidAmount, figure.currency)}</span>
      ))}
    </span>
  )
}

/** How many repayments came, one line per currency (a count of naira payments is not one of pesos). */
export function RepaymentCounts({ figures }: { figures: readonly MoneyFigure[] }) {
  const shown = figures.filter((figure) => figure.repayments !== 0)
  if (shown.length === 0) return formatNumber(0)
  return (
    <span className="flex flex-col items-end">
      {shown.map((figure) => (
        <span key={figure.currency}>
          {formatNumber(figure.repayments)} <span className="text-xs text-slate-500">{figure.currency}</span>
        </span>
      ))}
    </span>
  )
}
