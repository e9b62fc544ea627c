import { useLingui } from '@lingui/react/macro'
import type { History } from '../../../contract/audit.ts'
import { verdictShort } from './auditWords.ts'

/** The whole history's verdict: every step matches and the object holds its last state, or what does not. */
export function HistoryVerdict({ history }: { history: History }) {
  const { t, i18n } = useLingui()
  const first = history.firstDifference
  const text =
    history.object.steps === 0
      ? t`Nothing has been recorded for this object yet: there is nothing to replay.`
      : history.holds
        ? t`Checked: each step, replayed through the machine version that recorded it, reaches the state recorded, and the object holds the last one.`
        : first
          ? t`Differs first at step ${first.number}: ${i18n._(verdictShort[first.verdict]).toLowerCase()}.`
          : t`Differs: every step replays, but the object holds another state than the last step reached.`
  return (
    <p
      data-testid="history-verdict"
      className={`rounded px-3 py-2 text-sm font-medium ${history.holds ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
    >
      {text}
    </p>
  )
}
