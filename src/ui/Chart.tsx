import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { DrawnSeries } from './chartDrawing.ts'
import { FigureTable } from './FigureTable.tsx'

export type { DrawnSeries as ChartSeries } from './chartDrawing.ts'

/** Whether this browser draws on a canvas (a test's jsdom does not: the chart is its table alone there). */
const canDraw = () =>
  typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null

/**
 * A chart of figures by category (days, members): lines or bars drawn by ECharts, and ALWAYS the same
 * figures as a table under the drawing, for screen readers and for copying. The drawing's code is
 * fetched when a chart first shows, so only the screens that draw one carry it; it follows its box's
 * size. Where nothing can be drawn (no canvas), the table is the chart.
 */
export function Chart({
  label,
  categoryHeader,
  categories,
  series,
  height = 260,
  testId,
}: {
  /** The chart's name: the drawing's and the table's accessible name. */
  label: string
  /** What a category is (Day, Member): the table's first header. */
  categoryHeader: string
  categories: readonly string[]
  series: readonly DrawnSeries[]
  height?: number
  testId?: string
}) {
  const { t, i18n } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const captionId = useId()
  const [drawable] = useState(canDraw)
  // Redrawn when what is drawn changes, not when the caller builds equal series again.
  const drawn = JSON.stringify([i18n.locale, categories, series.map(({ write, ...rest }) => rest)])
  const latest = useRef({ categories, series })
  latest.current = { categories, series }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` says what the drawing shows
  useEffect(() => {
    const element = box.current
    if (!drawable || !element || categories.length === 0) return
    let drawing: { resize: () => void; dispose: () => void } | undefined
    let gone = false
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => drawing?.resize())
    void import('./chartDrawing.ts').then(({ drawChart }) => {
      if (gone) return
      drawing = drawChart(element, latest.current.categories, latest.current.series)
      observer?.observe(element)
    })
    return () => {
      gone = true
      observer?.disconnect()
      drawing?.dispose()
    }
  }, [drawable, drawn])

  const empty = t`No figures for these days.`
  return (
    <figure className="flex min-w-0 flex-col gap-2" aria-labelledby={captionId} data-testid={testId}>
      <figcaption id={captionId} className="text-sm font-semibold text-slate-700">
        {label}
      </figcaption>
      {drawable && categories.length > 0 && (
        <div ref={box} role="img" aria-label={label} style={{ height }} className="w-full min-w-0" />
      )}
      <div className="max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white">
        <FigureTable
          label={label}
          categoryHeader={categoryHeader}
          categories={categories}
          series={series}
          empty={empty}
        />
      </div>
    </figure>
  )
}
