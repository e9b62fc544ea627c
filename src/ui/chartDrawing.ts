import { BarChart, LineChart } from 'echarts/charts'
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { init, use } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { FigureSeries } from './FigureTable.tsx'

// Only what the charts draw is bundled (issue 23), and only with the screens that draw one.
use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DatasetComponent, CanvasRenderer])

/** A series as the chart draws it: its figures, a line or bars, and the axis it is read against. */
export interface DrawnSeries extends FigureSeries {
  kind: 'line' | 'bar'
  /** `start` (left) by default; `end` (right) for figures of another size (money beside counts). */
  axis?: 'start' | 'end'
  /** false: in the table only, where one more line would crowd the drawing. */
  drawn?: boolean
  /** How its axis writes a figure where room is short ('₦5M'); `write` when not given. */
  writeShort?: (value: number) => string
}

export interface Drawing {
  resize: () => void
  dispose: () => void
}

/**
 * Draws the series over the categories in the element. Every word and figure on it is the caller's,
 * already in the screen's language (categories, legend, axis and tooltip figures through `write`):
 * ECharts' own words (a time axis's months, the toolbox) are not used, so no locale of its is bundled.
 */
export function drawChart(
  element: HTMLElement,
  categories: readonly string[],
  every: readonly DrawnSeries[],
): Drawing {
  const series = every.filter((one) => one.drawn !== false)
  const chart = init(element, undefined, { renderer: 'canvas' })
  const onEnd = series.some((one) => one.axis === 'end')
  const axisWriter = (side: 'start' | 'end') => {
    const first = series.find((one) => (one.axis ?? 'start') === side)
    return first ? (value: number) => (first.writeShort ?? first.write)(value) : undefined
  }
  chart.setOption({
    animation: false,
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: [...categories] },
    yAxis: [
      { type: 'value', axisLabel: { formatter: axisWriter('start') }, minInterval: 1 },
      ...(onEnd
        ? [{ type: 'value', axisLabel: { formatter: axisWriter('end') }, splitLine: { show: false } }]
        : []),
    ],
    series: series.map((one) => ({
      name: one.label,
      type: one.kind,
      yAxisIndex: one.axis === 'end' ? 1 : 0,
      // A period of a day or two draws bars, not walls.
      barMaxWidth: 32,
      data: [...one.values],
      tooltip: { valueFormatter: (value: unknown) => (typeof value === 'number' ? one.write(value) : '—') },
    })),
  })
  return { resize: () => chart.resize(), dispose: () => chart.dispose() }
}
