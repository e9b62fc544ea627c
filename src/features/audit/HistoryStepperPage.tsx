import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { type AuditedKind, auditHistoryExport } from '../../../contract/audit.ts'
import { useCurrentUser } from '../../api/session.ts'
import { Button } from '../../ui/Button.tsx'
import { ExportCsvButton } from '../../ui/ExportCsvButton.tsx'
import { NotLoaded } from '../../ui/NotLoaded.tsx'
import { useTabLabel } from '../../ui/pageTab.ts'
import { ExportJsonButton } from './ExportJsonButton.tsx'
import { HistoryFilters } from './HistoryFilters.tsx'
import { HistoryVerdict } from './HistoryVerdict.tsx'
import { kindWords } from './kindWords.ts'
import { StateChart } from './StateChart.tsx'
import { StepDetail } from './StepDetail.tsx'
import { StepList } from './StepList.tsx'
import { machineOf, stepOnChart } from './stepFacts.ts'
import { useHistory } from './useAuditReads.ts'
import { useHistoryAddress } from './useHistoryAddress.ts'

/** The arrow keys of the stepper: up, down, Home and End stay the page's, to scroll it. */
const moves: Record<string, (open: number) => number> = {
  ArrowLeft: (open) => open - 1,
  ArrowRight: (open) => open + 1,
}

/**
 * An object's history as a stepper (audit/histories/:kind/:id): one step at a time (buttons, arrow
 * keys), each with its event, actor, times, payload, states and verdict, on the statechart of the
 * machine version that recorded it; the whole history's verdict above; filters and exports.
 */
export default function HistoryStepperPage({ params }: { params: Record<string, string> }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const kind = params.kind as AuditedKind
  const id = params.id ?? ''
  const address = useHistoryAddress()
  const { filters } = address
  const history = useHistory(user.userId, kind, id, filters)
  const object = history.data?.object
  // Each history's tab says whose it is: several are often open side by side.
  useTabLabel(object && `${i18n._(kindWords[kind])} ${object.number}`)
  const steps = history.data?.steps ?? []
  const last = Math.max(steps.length - 1, 0)
  const shown = Math.max(
    steps.findIndex((step) => step.number === address.step),
    0,
  )
  const step = steps[shown]
  const numbers = steps.map((each) => each.number)
  const go = (to: number) => {
    const number = numbers[Math.max(0, Math.min(to, last))]
    if (number !== undefined) address.openStep(number)
  }
  // The arrow keys step through the history wherever the page has them, but in a field or a dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const move = moves[event.key]
      const target = event.target as HTMLElement
      if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (target.closest('input, select, textarea, [role="dialog"]')) return
      event.preventDefault()
      go(move(shown))
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  if (!history.data)
    return (
      <NotLoaded
        failure={history.failure}
        loading={t`Loading the history…`}
        failed={(reason) => t`The history could not be loaded: ${reason}`}
        onRetry={history.refresh}
      />
    )
  const { object: found } = history.data
  const machine = step && machineOf(kind, step)
  const onChart = machine && step ? stepOnChart(machine, step) : null
  const query = { kind, id, ...filters }
  return (
    <div className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 shadow-sm">
        <div>
          <h2 className="text-lg font-semibold text-slate-900" data-testid="history-object">
            {i18n._(kindWords[kind])} {found.number}
          </h2>
          <p className="text-sm text-slate-600">
            {found.about && `${found.about} · `}
            <span className="font-mono text-xs">{found.state}</span>
          </p>
        </div>
        <div className="ml-auto flex gap-2">
          <ExportCsvButton entry={auditHistoryExport} input={query} />
          <ExportJsonButton query={query} />
        </div>
        <div className="w-full">
          <HistoryVerdict history={history.data} />
        </div>
        <HistoryFilters
          history={history.data}
          filters={filters}
          onChange={address.setFilters}
          timeZone={user.timeZone}
        />
      </header>
      {!step ? (
        <p className="rounded-lg bg-white p-8 text-center text-sm text-slate-500 shadow-sm">
          {history.data.steps.length === 0 && Object.keys(filters).length === 0
            ? t`Nothing has been recorded for this object yet.`
            : t`No step of this history meets the filters.`}
        </p>
      ) : (
        <div className="grid grid-cols-[15rem_1fr] gap-3">
          <div className="max-h-[75vh] overflow-y-auto rounded-lg bg-white p-2 shadow-sm">
            <StepList steps={steps} open={shown} onOpen={go} timeZone={user.timeZone} />
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex items-center gap-2 rounded-lg bg-white px-4 py-2 shadow-sm">
              <Button variant="secondary" size="small" onClick={() => go(0)} disabled={shown === 0}>
                {t`First`}
              </Button>
              <Button variant="secondary" size="small" onClick={() => go(shown - 1)} disabled={shown === 0}>
                {t`Previous`}
              </Button>
              <span className="px-2 text-sm text-slate-700 tabular-nums" data-testid="step-position">
                {t`Step ${step.number} of ${found.steps}`}
              </span>
              <Button
                variant="secondary"
                size="small"
                onClick={() => go(shown + 1)}
                disabled={shown === last}
              >
                {t`Next`}
              </Button>
              <Button variant="secondary" size="small" onClick={() => go(last)} disabled={shown === last}>
                {t`Last`}
              </Button>
              <span className="ml-auto text-xs text-slate-500">{t`← → also move between steps`}</span>
            </div>
            <div className="rounded-lg bg-white p-3 shadow-sm">
              {machine && onChart ? (
                <StateChart
                  machine={machine}
                  before={onChart.before}
                  after={onChart.after}
                  taken={onChart.taken}
                />
              ) : (
                <p className="p-4 text-sm text-red-700">
                  {t`${step.machine} is a machine version this console does not know: it cannot be drawn.`}
                </p>
              )}
            </div>
            <div className="rounded-lg bg-white p-4 shadow-sm">
              <StepDetail
                step={step}
                readerZone={user.timeZone}
                moved={onChart?.moved ?? false}
                others={onChart?.others ?? null}
              />
            </div>
          </div>
        </div>
      )}
    </div>
  )
}
