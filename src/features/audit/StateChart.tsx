import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { AnyStateMachine } from 'xstate'
import { type LaidChart, layOut } from './chartLayout.ts'

/** The arrowheads: an arrow's, and the one the step took. */
const arrowHeads = [
  { id: 'chart-arrow', fill: 'fill-slate-400' },
  { id: 'chart-arrow-taken', fill: 'fill-sky-600' },
]

/** The statechart of one machine version, the state after the step and the arrow it took marked. */
export function StateChart({
  machine,
  before,
  after,
  taken,
}: {
  machine: AnyStateMachine
  before: ReadonlySet<string>
  after: ReadonlySet<string>
  /** The ids of the transitions the step took (none for an event that moves nothing). */
  taken: ReadonlySet<string>
}) {
  const { t } = useLingui()
  const [chart, setChart] = useState<LaidChart | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    setChart(null)
    layOut(machine).then(
      (laid) => current && setChart(laid),
      (error: Error) => current && setFailed(error.message),
    )
    return () => {
      current = false
    }
  }, [machine])

  if (failed) return <p className="p-4 text-sm text-red-700">{t`The chart could not be drawn: ${failed}`}</p>
  if (!chart)
    return (
      <p role="status" className="p-4 text-sm text-slate-500">
        {t`Drawing the machine…`}
      </p>
    )
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width={chart.width}
      className="mx-auto h-auto max-h-[55vh] max-w-full"
      role="img"
      aria-label={t`Statechart of ${machine.id}`}
      data-testid="state-chart"
    >
      <defs>
        {arrowHeads.map(({ id, fill }) => (
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" className={fill} />
          </marker>
        ))}
      </defs>
      {chart.boxes.map((box) => {
        const state = chart.states.get(box.id)
        const parent = state?.parent ? chart.states.get(state.parent) : undefined
        const now = after.has(box.id)
        const was = before.has(box.id) && !now
        const look = state?.leaf
          ? now
            ? 'fill-sky-100 stroke-sky-600'
            : was
              ? 'fill-amber-50 stroke-amber-500'
              : 'fill-white stroke-slate-400'
          : now
            ? 'fill-sky-50/40 stroke-sky-300'
            : 'fill-slate-50/60 stroke-slate-300'
        return (
          <g key={box.id} data-state={box.id} data-current={(now && state?.leaf) || undefined}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={state?.leaf ? 8 : 4}
              strokeWidth={now && state?.leaf ? 2.5 : 1}
              strokeDasharray={parent?.parallel ? '5 3' : undefined}
              className={look}
            />
            <text
              x={state?.leaf ? box.x + box.width / 2 : box.label.x}
              y={state?.leaf ? box.y + box.height / 2 + 4 : box.label.y + 12}
              textAnchor={state?.leaf ? 'middle' : 'start'}
              className={`font-mono text-[12px] ${now && state?.leaf ? 'fill-sky-900 font-semibold' : 'fill-slate-700'}`}
            >
              {box.label.text}
            </text>
          </g>
        )
      })}
      {chart.arrows.map((arrow) => {
        const isTaken = taken.has(arrow.id)
        return (
          <g key={arrow.id} data-taken={isTaken || undefined}>
            <polyline
              points={arrow.points.map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              strokeWidth={isTaken ? 2.5 : 1}
              className={isTaken ? 'stroke-sky-600' : 'stroke-slate-400'}
              markerEnd={`url(#${isTaken ? 'chart-arrow-taken' : 'chart-arrow'})`}
            />
            {arrow.label && (
              <text
                x={arrow.label.x}
                y={arrow.label.y + 12}
                className={`font-mono text-[11px] ${isTaken ? 'fill-sky-800 font-semibold' : 'fill-slate-500'}`}
              >
                {arrow.label.text}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}
