import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { HistoryStep } from '../../../contract/audit.ts'
import { formatMoment } from '../../i18n/format.ts'
import { verdictShort } from './auditWords.ts'

/** The shown steps, in order, the one open marked; a click opens another. */
export function StepList({
  steps,
  open,
  onOpen,
  timeZone,
}: {
  steps: HistoryStep[]
  open: number
  onOpen: (index: number) => void
  timeZone: string
}) {
  const { t, i18n } = useLingui()
  const openRow = useRef<HTMLButtonElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step opened is scrolled to when another opens
  useEffect(() => {
    openRow.current?.scrollIntoView?.({ block: 'nearest' })
  }, [open])
  return (
    <ol className="flex flex-col gap-1 overflow-y-auto" aria-label={t`Steps`}>
      {steps.map((step, index) => {
        const differs = step.verdict !== 'matches'
        return (
          <li key={step.id}>
            <button
              type="button"
              ref={index === open ? openRow : undefined}
              aria-current={index === open ? 'step' : undefined}
              onClick={() => onOpen(index)}
              className={`grid w-full grid-cols-[2rem_1fr] gap-x-2 rounded-md border px-2 py-1.5 text-left text-xs ${
                index === open
                  ? 'border-sky-500 bg-sky-50'
                  : differs
                    ? 'border-red-300'
                    : 'border-slate-200 hover:bg-slate-50'
              }`}
            >
              <span className="text-slate-400 tabular-nums">{step.number}</span>
              <span>
                <span className="font-mono font-semibold text-slate-800">{step.event}</span>
                <span className="block text-slate-500">{formatMoment(step.at, timeZone)}</span>
                <span className={`block ${differs ? 'font-medium text-red-700' : 'text-emerald-700'}`}>
                  {i18n._(verdictShort[step.verdict])}
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}
