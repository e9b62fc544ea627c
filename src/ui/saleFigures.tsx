import { formatMoney, noValue } from '../i18n/format.ts'

/**
 * The sellers' figures as both of their screens write them (the dashboard's sellers' performance and
 * the sellers against their targets in Cases).
 */

/** Entered ÷ orders as a percentage in the reader's language ('33.3%', '33,3 %'); blank without orders. */
export function conversionText(conversion: number | null, locale: string): string {
  if (conversion === null) return noValue
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(conversion)
}

/** Money in several currencies, one line each (never added together). */
export function MoneyLines({ money }: { money: readonly { currency: string; amount: number }[] }) {
  if (money.length === 0) return <>{noValue}</>
  return (
    <>
      {money.map((each) => (
        <div key={each.currency}>{formatMoney(each.amount, each.currency)}</div>
      ))}
    </>
  )
}

/** The amounts applied for, one line per currency. */
export const AppliedAmounts = ({
  figures,
}: {
  figures: { applied: readonly { currency: string; amount: number }[] }
}) => <MoneyLines money={figures.applied} />
