// The goals of issue 28 and the house's budgets, printed beside the figures they bound. A row with one
// carries two more columns: `goal`, its ceiling (≤, for a time, a size or a ratio) or, for a rate, its
// floor (≥), with the statistic it bounds; and `met`, whether this run's figure clears it, or by how
// much it misses. One whole run so shows every goal and where each stands. Figures, never asserted.

/** One line of the bench's table. */
export type Row = Record<string, string | number>

interface LimitShape {
  /** How the limit is written: 'ms', 'KB', 'MB', 's', 'rows/s', 'cases/s', or '' for a ratio. */
  readonly unit: string
  /** Which figure it bounds, when the row has several: 'p50', 'p95'. */
  readonly of?: string
}

/** A ceiling (the figure must stay at or under it) or a floor (at or over it, for a rate): one of them. */
export type Limit =
  | (LimitShape & { readonly atMost: number; readonly atLeast?: never })
  | (LimitShape & { readonly atLeast: number; readonly atMost?: never })

const written = (value: number, unit: string) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ''}`

/** The goal's two columns for a measured figure (NaN when nothing was measured). */
export function beside(measured: number, limit: Limit): { goal: string; met: string } {
  const ceiling = limit.atMost !== undefined
  const bound = limit.atMost ?? limit.atLeast
  const goal = `${ceiling ? '≤' : '≥'} ${written(bound, limit.unit)}${limit.of ? ` ${limit.of}` : ''}`
  if (!Number.isFinite(measured)) return { goal, met: 'not measured' }
  const cleared = ceiling ? measured <= bound : measured >= bound
  if (cleared) return { goal, met: 'yes' }
  // How far off, the same way round for both: how many times the goal a ceiling's figure is, or how
  // many times a rate's figure the floor is.
  const times = ceiling ? measured / bound : bound / measured
  return { goal, met: `no (${times.toFixed(2)}× ${ceiling ? 'over' : 'short'})` }
}
