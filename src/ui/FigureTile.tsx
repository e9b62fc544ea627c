import { useId } from 'react'
import { Link } from 'wouter'
import { formatMoney, formatNumber } from '../i18n/format.ts'

/** An amount of one currency, in minor units: a money figure has one per currency, never a sum of them. */
export interface CurrencyAmount {
  currency: string
  amount: number
  /** What the amount is made of, said under it (`3 repayments`). */
  note?: string
}

/**
 * One figure on its tile: its label, the figure (a count, or one line per currency), and its
 * definition, shown as the tile's tooltip and read by screen readers as its description. With `href`
 * the tile opens the list of what it counts.
 */
export function FigureTile({
  label,
  definition,
  value,
  href,
  emphasis = false,
  empty = '—',
}: {
  label: string
  definition: string
  /** A count, or the amounts of each currency (none: `empty`). */
  value: number | readonly CurrencyAmount[]
  href?: string
  /** A headline figure (what the screen leads with), drawn larger. */
  emphasis?: boolean
  /** What a money figure with no currency shows. */
  empty?: string
}) {
  const definitionId = useId()
  const figureLook = emphasis ? 'text-3xl' : 'text-2xl'
  const figure =
    typeof value === 'number' ? (
      <p className={`${figureLook} font-semibold text-slate-900 tabular-nums`}>{formatNumber(value)}</p>
    ) : value.length === 0 ? (
      <p className="py-1.5 text-base font-medium text-slate-400">{empty}</p>
    ) : (
      <ul className="flex flex-col gap-0.5">
        {value.map((amount) => (
          <li key={amount.currency} className="flex flex-wrap items-baseline gap-x-2">
            <span
              className={`${emphasis ? 'text-2xl' : 'text-xl'} font-semibold text-slate-900 tabular-nums`}
            >
              {formatMoney(amount.amount, amount.currency)}
            </span>
            {amount.note && <span className="text-xs text-slate-500">{amount.note}</span>}
          </li>
        ))}
      </ul>
    )
  const body = (
    <>
      <p className="text-xs font-medium text-slate-600">{label}</p>
      {figure}
      <p id={definitionId} className="sr-only">
        {definition}
      </p>
    </>
  )
  const look = `flex min-w-0 flex-col gap-1 rounded-lg border bg-white p-3 shadow-sm ${
    emphasis ? 'border-slate-200 border-t-4 border-t-brand-500' : 'border-slate-200'
  }`
  return href ? (
    <Link
      href={href}
      title={definition}
      aria-describedby={definitionId}
      className={`${look} hover:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none`}
    >
      {body}
    </Link>
  ) : (
    <section title={definition} aria-label={label} aria-describedby={definitionId} className={look}>
      {body}
    </section>
  )
}
