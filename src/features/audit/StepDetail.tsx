import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { HistoryStep } from '../../../contract/audit.ts'
import { stateLeaves } from '../../../machines/historyReplay.ts'
import { formatMoment } from '../../i18n/format.ts'
import { zoneName } from '../../i18n/zoneNames.ts'
import { verdictWords } from './auditWords.ts'
import { eventText } from './chartGraph.ts'
import { contextChanges, valueText } from './stepFacts.ts'

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-xs font-medium text-slate-500">{name}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </>
  )
}

const States = ({ value }: { value: unknown }) => (
  <span className="font-mono text-xs">{stateLeaves(value).join(' · ')}</span>
)

/**
 * One step as the auditor reads it: the event and its payload, who sent it and when (on the reader's
 * clock and the actor's), the state before and after, the machine version, and the replay's verdict.
 */
export function StepDetail({
  step,
  readerZone,
  moved,
  others,
}: {
  step: HistoryStep
  readerZone: string
  moved: boolean
  others: { event: string; guard: string | null; moves: boolean }[] | null
}) {
  const { t, i18n } = useLingui()
  const payload = Object.entries(step.payload)
  const changes = contextChanges(step)
  const matches = step.verdict === 'matches'
  return (
    <div className="flex flex-col gap-3" data-testid="step-detail">
      <p
        data-testid="step-verdict"
        className={`rounded px-2 py-1 text-xs font-medium ${matches ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
      >
        {i18n._(verdictWords[step.verdict])}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <dl className="grid grid-cols-[max-content_1fr] content-start gap-x-4 gap-y-1.5">
          <Fact name={t`Event`}>
            <span className="font-mono font-semibold" data-testid="step-event">
              {step.event}
            </span>
            {!moved && <span className="ml-2 text-xs text-slate-500">{t`Recorded; the state stays`}</span>}
          </Fact>
          <Fact name={t`Sent by`}>{step.actor.name}</Fact>
          <Fact name={t`When, your clock`}>
            {formatMoment(step.at, readerZone)}{' '}
            <span className="text-xs text-slate-500">({zoneName(readerZone)})</span>
          </Fact>
          <Fact name={t`When, their clock`}>
            {step.actor.timeZone ? (
              <>
                {formatMoment(step.at, step.actor.timeZone)}{' '}
                <span className="text-xs text-slate-500">({zoneName(step.actor.timeZone)})</span>
              </>
            ) : (
              <span className="text-slate-500">{t`No clock of their own: the system sent it`}</span>
            )}
          </Fact>
          <Fact name={t`State before`}>
            <States value={step.from.value} />
          </Fact>
          <Fact name={t`State after`}>
            <States value={step.to.value} />
          </Fact>
          <Fact name={t`Machine version`}>
            <span className="font-mono text-xs">{step.machine}</span>
          </Fact>
        </dl>
        <div className="flex flex-col gap-3">
          <section aria-label={t`Payload`}>
            <h3 className="text-xs font-semibold text-slate-500 uppercase">{t`Payload`}</h3>
            {payload.length === 0 ? (
              <p className="text-sm text-slate-500">{t`The event carries nothing more.`}</p>
            ) : (
              <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 font-mono text-xs">
                {payload.map(([name, value]) => (
                  <Fact key={name} name={name}>
                    <span className="font-mono text-xs break-all">{valueText(value)}</span>
                  </Fact>
                ))}
              </dl>
            )}
            <p className="mt-1 text-xs text-slate-500">{t`Phones and codes are masked.`}</p>
          </section>
          {changes.length > 0 && (
            <section aria-label={t`What the step changed`}>
              <h3 className="text-xs font-semibold text-slate-500 uppercase">{t`What the step changed`}</h3>
              <ul className="mt-1 flex flex-col gap-0.5 font-mono text-xs">
                {changes.map((change) => (
                  <li key={change.name}>
                    {change.name}: {valueText(change.before)} → {valueText(change.after)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {others && (
            <section aria-label={t`What else could have happened here`}>
              <h3 className="text-xs font-semibold text-slate-500 uppercase">{t`What else could have happened here`}</h3>
              {others.length === 0 ? (
                <p className="text-sm text-slate-500">{t`Nothing else: this state takes no other event.`}</p>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-1.5" data-testid="other-events">
                  {others.map((other) => (
                    <li
                      key={eventText(other.event, other.guard)}
                      className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700"
                      title={other.moves ? t`Moves the state` : t`Recorded; the state stays`}
                    >
                      {eventText(other.event, other.guard)}
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-1 text-xs text-slate-500">
                {t`A star or a name in brackets: taken only when that condition holds.`}
              </p>
            </section>
          )}
        </div>
      </div>
    </div>
  )
}
