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
const narrowest = 96

/** A column squeezed to give names room keeps at least this for its header. */
const narrowestHeader = 40

/**
 * Column widths sized to their content that fill `available` pixels when they can: each column gets
 * what its widest value needs and its header on one line; when that is too wide, headers wrap onto a
 * second line (those needing the least extra room stay on one); then columns wider than their values
 * only for their header give that room to `growing` (the column of long names), keeping `narrowestHeader`
 * for the header first and then only their values; only then is it cut, never below its header or
 * `narrowest`. Room left over is shared out evenly, so no
 * column ends up with a wide gap while another is cut.
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
  // Names do not fit: columns wider than their values only for their header give that room to the
  // names first (the header's long word is then clipped), the roomiest first.
  // First down to `narrowestHeader`, so a header keeps a few letters; then, when the names are still
  // cut, down to the values themselves (the header's full text stays in its tooltip).
  for (const floor of [narrowestHeader, 0]) {
    if (!cut || total() <= available) break
    const roomy = needs
      .filter((need) => need.id !== cut.id)
      .map((need) => ({
        id: need.id,
        spare: widths.get(need.id)! - Math.ceil(Math.max(need.content, floor)),
      }))
      .filter((column) => column.spare > 0)
      .sort((a, b) => b.spare - a.spare)
    for (const column of roomy) {
      const over = total() - available
      if (over <= 0) break
      widths.set(column.id, widths.get(column.id)! - Math.min(over, column.spare))
    }
  }
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
