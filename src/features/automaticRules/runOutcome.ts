import { t } from '@lingui/core/macro'
import type { RuleRun } from '../../../contract/automaticRules.ts'
import { formatNumber, noValue } from '../../i18n/format.ts'
import { i18n } from '../../i18n/i18n.ts'

/** How a run ended, in a few words: what it moved of what it matched, or why it failed. */
export function runOutcome(
  run: Pick<RuleRun, 'status' | 'moved' | 'matched' | 'error' | 'errorText'>,
): string {
  const moved = formatNumber(run.moved)
  const matched = formatNumber(run.matched)
  if (run.status === 'running') return t`Running: ${moved} of ${matched} moved so far`
  if (run.status === 'done') return t`${moved} of ${matched} moved`
  const reason = run.errorText ?? run.error ?? ''
  return reason ? t`Failed: ${reason}` : t`Failed`
}

/** How long a run took, in seconds (to the tenth under ten) or minutes and seconds; a dash while it runs. */
export function runDuration(durationMs: number | null): string {
  if (durationMs === null) return noValue
  const seconds = durationMs / 1000
  if (seconds < 60) {
    const shown = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: seconds < 10 ? 1 : 0 }).format(
      seconds,
    )
    return t`${shown} s`
  }
  const minutes = Math.floor(seconds / 60)
  const rest = Math.round(seconds % 60)
  return t`${minutes} min ${rest} s`
}
