import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { auditHistoryPath } from '../../../contract/audit.ts'
import { formatMoment } from '../../i18n/format.ts'
import { Button } from '../../ui/Button.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { eventLabels, labelOf, stateLabels } from './caseLabels.ts'
import { useCaseProcess } from './useCaseProcess.ts'

/**
 * The automatic rule whose run sent the step (machines/caseLifecycle.ts RuleRunNote, in the recorded
 * payload), linking to the rule's execution records; nothing for a step a person took.
 */
function RuleRunLink({ payload }: { payload: Record<string, unknown> }) {
  const { t } = useLingui()
  const rule = payload.rule as { ruleId?: unknown; version?: unknown } | undefined
  if (typeof rule?.ruleId !== 'number' || typeof rule.version !== 'number') return null
  const { ruleId, version } = rule
  return (
    <Link
      href={`/cases/automatical/records/${ruleId}`}
      className="mt-1 block text-xs text-sky-700 underline"
      data-testid="step-rule"
    >
      {t`By automatic rule ${ruleId}, version ${version}`}
    </Link>
  )
}

/**
 * The case's recorded transitions in order (who, when, which event, from which state to which),
 * whether replaying them through the recorded machines reaches the state the case holds, and a failed
 * check for each recorded step its machine refuses.
 */
export function ProcessPanel({
  caseId,
  timeZone,
  mayAudit = false,
}: {
  caseId: number
  timeZone: string
  /** The reader opens the audit: the history opens there as a stepper. */
  mayAudit?: boolean
}) {
  const { t, i18n } = useLingui()
  const { process, failure, loading, refresh } = useCaseProcess(caseId)
  const stateText = (parts: string[]) => parts.map((part) => labelOf(i18n, stateLabels, part)).join(' · ')
  // The server names a state region by region ('unpaid · noDeal · none · …'): show what moved, and
  // the whole state on hover; a write that moves nothing (a record, a pin) says so.
  const change = (from: string, to: string) => {
    const before = from.split(' · ')
    const after = to.split(' · ')
    if (before.length !== after.length) return `${stateText(before)} → ${stateText(after)}`
    const moved = before.flatMap((part, region) =>
      part === after[region] ? [] : [`${stateText([part])} → ${stateText([after[region]!])}`],
    )
    return moved.length > 0 ? moved.join(', ') : t`No change of state`
  }

  if (!process)
    return (
      <NotLoaded
        failure={failure}
        loading={t`Loading the process…`}
        failed={(reason) => t`The process could not be loaded: ${reason}`}
        onRetry={refresh}
        className="py-6"
      />
    )
  const refusedIds = new Set(process.refused.map((refusal) => refusal.id))
  // Reaching the stored state is not enough: a refused step that changed nothing would pass unseen.
  const holds = process.replayMatches && process.refused.length === 0
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <p
          data-testid="replay-result"
          className={`rounded px-2 py-1 text-xs font-medium ${holds ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
        >
          {holds
            ? t`Checked: these steps, replayed in order, lead to the case's current state.`
            : process.replayMatches
              ? t`Warning: these steps lead to the case's current state, but the machine refuses some of them.`
              : t`Warning: these steps, replayed in order, do not lead to the case's current state.`}
        </p>
        {mayAudit && (
          <Link
            href={auditHistoryPath('case', caseId)}
            className="ml-auto text-xs font-medium text-sky-700 underline"
            data-testid="step-through"
          >
            {t`Step through it`}
          </Link>
        )}
        <Button
          variant="ghost"
          className={`${mayAudit ? '' : 'ml-auto '}py-1`}
          onClick={refresh}
          disabled={loading}
        >
          {t`Refresh`}
        </Button>
      </div>
      {process.refused.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t`Failed checks`}>
          {process.refused.map((refusal) => {
            const step = process.transitions.findIndex((transition) => transition.id === refusal.id) + 1
            const event = labelOf(i18n, eventLabels, refusal.event)
            const from = stateText(refusal.fromState.split(' · '))
            const { machine } = refusal
            return (
              <li
                key={refusal.id}
                data-testid="replay-refused"
                className="rounded bg-red-50 px-2 py-1 text-xs font-medium text-red-800"
              >
                {refusal.reason === 'unknownMachine'
                  ? t`Failed check: step ${step}, “${event}”, was recorded with ${machine}, a machine version this console does not know.`
                  : t`Failed check: step ${step}, “${event}”, is refused by ${machine} from “${from}”.`}
              </li>
            )
          })}
        </ul>
      )}
      {process.transitions.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t`Nothing has happened to this case yet.`}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t`Transitions`}>
          {process.transitions.map((step, index) => (
            <li
              key={step.id}
              data-refused={refusedIds.has(step.id) || undefined}
              className={`grid grid-cols-[2rem_max-content_1fr] gap-x-3 rounded-md border p-3 text-sm ${refusedIds.has(step.id) ? 'border-red-300' : 'border-slate-200'}`}
            >
              <span className="text-slate-400 tabular-nums">{index + 1}</span>
              <span className="text-slate-600">
                {/* To the second: two steps of one call are told apart. */}
                <span className="whitespace-nowrap tabular-nums">{formatMoment(step.at, timeZone)}</span>
                <br />
                <span className="text-xs text-slate-500">{step.actor}</span>
              </span>
              <span>
                {/* The recorded event's code, as the audit table holds it, on hover. */}
                <span className="font-medium text-slate-900" title={step.event}>
                  {labelOf(i18n, eventLabels, step.event)}
                </span>
                <br />
                <span
                  className="text-xs text-slate-600"
                  title={`${stateText(step.fromState.split(' · '))} → ${stateText(step.toState.split(' · '))}`}
                >
                  {change(step.fromState, step.toState)}
                </span>
                <RuleRunLink payload={step.payload} />
                {step.cause && (
                  <span className="mt-1 block text-xs text-slate-700" data-testid="step-cause">
                    {step.cause.kind === 'record'
                      ? t`Collection record: “${step.cause.text}”`
                      : t`To-do: “${step.cause.text}”`}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
