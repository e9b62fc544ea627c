/** What one column's shown cells and header need, in pixels, padding included. */
export interface ColumnNeed {
  id: string
  /** The widest value shown in the column, on one line. */
  content: number
  /** The header on one line. */
  headerLine: number
  /** The header on two lines at most (headers wrap only at spaces). */
  headerTwoLines: number
}

/** A column that is cut, when the values do not fit, is never cut below this. */
const narrowest = 88

/**
 * Column widths sized to their content that fill `available` pixels when they can: each column gets
 * what its widest value needs and its header on two lines at most; headers go back on one line, those
 * needing the least extra room first, while the room lasts. A header is never cut: a collector reads
 * many rows under it and must know what each column says. When the values and the headers do not fit,
 * the `growing` column (long names, whole on hover) is cut, never below its header or `narrowest`;
 * beyond that the table scrolls sideways. Room left over is shared out evenly, so no column ends up
 * with a wide gap while another is cut.
 */
export function fitColumnWidths(
  needs: readonly ColumnNeed[],
  available: number,
  growing?: string,
): Record<string, number> {
  const widths = new Map(
    needs.map((need) => [need.id, Math.ceil(Math.max(need.content, need.headerTwoLines))]),
  )
  const total = () => [...widths.values()].reduce((sum, width) => sum + width, 0)
  // Headers back on one line, the cheapest first, while the room lasts.
  const wrapped = needs
    .map((need) => ({ id: need.id, extra: Math.ceil(need.headerLine) - widths.get(need.id)! }))
    .filter((header) => header.extra > 0)
    .sort((a, b) => a.extra - b.extra)
  for (const header of wrapped) {
    if (total() + header.extra > available) break
    widths.set(header.id, widths.get(header.id)! + header.extra)
  }
  const cut = growing === undefined ? undefined : needs.find((need) => need.id === growing)
  const over = total() - available
  if (over > 0 && cut) {
    const floor = Math.ceil(Math.max(cut.headerTwoLines, Math.min(cut.content, narrowest)))
    const width = widths.get(cut.id)!
    widths.set(cut.id, Math.max(floor, width - over))
  }
  const spare = available - total()
  if (spare > 0 && widths.size > 0) {
    const each = Math.floor(spare / widths.size)
    let rest = spare - each * widths.size
    for (const [id, width] of widths) {
      widths.set(id, width + each + (rest > 0 ? 1 : 0))
      rest--
    }
  }
  return Object.fromEntries(widths)
}
