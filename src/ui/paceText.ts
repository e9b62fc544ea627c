import type { Language } from '../../contract/bilingual.ts'
import { type PaceStatus, paceWords } from '../../contract/targets.ts'
import { formatMoney, noValue } from '../i18n/format.ts'

/**
 * A target's pace as every screen writes it (the welcome page's targets, the ranking bar, the sellers'
 * targets): in words, with how far ahead or behind in the target's money ("Behind MX$1,200.00").
 */
export function paceText(pace: { status: PaceStatus; gap: number }, currency: string, language: Language) {
  const words = paceWords[pace.status][language]
  return pace.status === 'onPace' ? words : `${words} ${formatMoney(Math.abs(pace.gap), currency)}`
}

/** The colour a pace is written in: ahead green, on pace slate, behind red. */
export const paceColour: Readonly<Record<PaceStatus, string>> = {
  ahead: 'text-emerald-700',
  onPace: 'text-slate-700',
  behind: 'text-red-700',
}

/** A rate as a percentage in the reader's language ('62%', '62 %'); blank without a target. */
export const percentText = (rate: number | null, locale: string): string =>
  rate === null
    ? noValue
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate)

/** The language of the screen's locale ('es-MX' reads Spanish). */
export const languageOf = (locale: string): Language => (locale.startsWith('es') ? 'es' : 'en')
