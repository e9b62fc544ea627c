/**
 * How each currency's amounts are written: the way its country writes them, whatever the language
 * of the screen (docs/glossary.md). A peso is "$1,725.00 MXN" in English and in Spanish, with its
 * code, as "$" alone also reads as dollars; a naira "₦1,725.00"; a rupee "₹1,72,500.00", grouped in
 * lakhs. A currency not listed is written the way the screen's language writes it.
 */
const currencyWays: Readonly<Record<string, { locale: string; withCode: boolean }>> = {
  MXN: { locale: 'es-MX', withCode: true },
  NGN: { locale: 'en-NG', withCode: false },
  INR: { locale: 'en-IN', withCode: false },
}

/** The currencies the operation writes its own way: those its countries lend in, offered where a currency is chosen. */
export const operationCurrencies: readonly string[] = Object.keys(currencyWays)

const formats = new Map<string, Intl.NumberFormat>()

function formatOf(currency: string, fallbackLocale: string): Intl.NumberFormat {
  const locale = currencyWays[currency]?.locale ?? fallbackLocale
  const key = `${locale}:${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, useGrouping: 'always' })
    formats.set(key, format)
  }
  return format
}

/**
 * An amount kept in minor units (cents), written as its currency's country writes it. The currency's
 * own number of decimals says how many minor units make one (2 for MXN and NGN, 0 for JPY).
 */
export function writeMoney(minorUnits: number, currency: string, fallbackLocale: string): string {
  let format: Intl.NumberFormat
  try {
    format = formatOf(currency, fallbackLocale)
  } catch {
    // Not a currency this runtime knows: the figure and the code, never an error on screen.
    return `${(minorUnits / 100).toFixed(2)} ${currency}`
  }
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2
  const written = format.format(minorUnits / 10 ** decimals)
  return currencyWays[currency]?.withCode ? `${written} ${currency}` : written
}

/** How many minor units make one of the currency: 100 for MXN and NGN (2 decimals), 1 for JPY. */
export function minorDigitsOf(currency: string): number {
  try {
    return formatOf(currency, 'en-US').resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/**
 * What a user typed as an amount of a currency, in its minor units: undefined when nothing is typed,
 * NaN when it is no amount (letters, a minus, more decimals than the currency has). Grouping commas
 * are read as the currency's countries write them ("1,725.50"); a lone comma before one or two digits
 * is a decimal comma ("1725,5").
 */
export function minorUnitsOfTyped(typed: string, currency: string): number | undefined {
  const compact = typed.replace(/\s/g, '')
  if (compact === '') return undefined
  const plain = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(compact)
    ? compact.replaceAll(',', '')
    : /^\d+,\d{1,2}$/.test(compact)
      ? compact.replace(',', '.')
      : compact
  const digits = minorDigitsOf(currency)
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain)
  if (!match || (match[2] ?? '').length > digits) return Number.NaN
  const [, whole = '0', fraction = ''] = match
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

/** Minor units as a user types them back into a field: plain digits and the currency's decimals. */
export function typedOfMinorUnits(minorUnits: number, currency: string): string {
  const digits = minorDigitsOf(currency)
  return (minorUnits / 10 ** digits).toFixed(digits)
}
