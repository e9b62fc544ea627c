import { useEffect, useRef } from 'react'

/**
 * Fills a form from the row it edits once that row is read, once per row, not at each read: a
 * refresh must not undo what is being typed. `ready` waits for what the filling reads besides the row.
 */
export function useFilledOnce<Row extends { id: number | string }>(
  row: Row | undefined,
  ready: boolean,
  fill: (row: Row) => void,
) {
  const filledFor = useRef<Row['id'] | null>(null)
  const fillNow = useRef(fill)
  fillNow.current = fill
  useEffect(() => {
    if (!row || !ready || filledFor.current === row.id) return
    filledFor.current = row.id
    fillNow.current(row)
  }, [row, ready])
}
