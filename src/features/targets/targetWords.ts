import type { I18n } from '@lingui/core'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { es } from 'date-fns/locale/es'
import type { Bilingual } from '../../../contract/bilingual.ts'
import { type TargetPeriod, targetFigureWords } from '../../../contract/targets.ts'
import { formatDay, noValue } from '../../i18n/format.ts'

export type TargetFigure = keyof typeof targetFigureWords

/** The contract's bilingual text in the screen's language. */
export const inLanguage = (i18n: I18n, words: Bilingual): string =>
  i18n.locale.startsWith('es') ? words.es : words.en

/** A figure's one definition (contract/targets.ts), in the screen's language: a column's tooltip, a panel's note. */
export const definitionOf = (i18n: I18n, figure: TargetFigure): string =>
  inLanguage(i18n, targetFigureWords[figure])

const dayOf = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}

/**
 * A salary period as the user reads it: a whole calendar month by its name ("November 2026",
 * "noviembre 2026"), any other by its first and last days in the locale's words.
 */
export function periodLabel(i18n: I18n, period: TargetPeriod): string {
  const from = dayOf(period.from)
  const to = dayOf(period.to)
  const nextDay = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1)
  const wholeMonth = from.getDate() === 1 && nextDay.getDate() === 1 && from.getMonth() === to.getMonth()
  if (wholeMonth) return format(from, 'LLLL yyyy', { locale: i18n.locale.startsWith('es') ? es : enUS })
  return `${formatDay(period.from)} – ${formatDay(period.to)}`
}

/** A rate (0.5 is 50%) in the locale's words; a dash without one. */
export function formatRate(i18n: I18n, rate: number | null): string {
  if (rate === null) return noValue
  return new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate)
}
