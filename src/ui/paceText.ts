import type { Language } from '../../contract/bilingual.ts'
import { formatMoney, noValue } from '../i18n/format.ts'

/** Where a target stands against an even pace (contract/targets.ts `paceStatuses`). */
type PaceStatus = 'ahead' | 'onPace' | 'behind'

/**
 * A target's pace as every screen writes it (the welcome page's targets, the ranking bar, the sellers'
 * targets): its words (the targets' `paceWords`, in the reader's language), with how far ahead or
 * behind in the target's money ("Behind $1,200.00 MXN").
 */
export function paceText(words: string, pace: { status: PaceStatus; gap: number }, currency: string) {
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
