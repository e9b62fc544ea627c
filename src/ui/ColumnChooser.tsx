import { useLingui } from '@lingui/react/macro'
import type { RowData } from '@tanstack/react-table'
import { useEffect, useRef } from 'react'
import { type ColumnChoice, columnIdOf, type DataColumn } from './dataColumns.ts'

/**
 * Which columns a list shows (those that may be hidden); the choice is kept (useColumnChoice), and
 * "back to the usual columns" forgets it.
 */
export function ColumnChooser<Row extends RowData>({
  columns,
  visibility,
  onChange,
}: {
  columns: DataColumn<Row>[]
  visibility: ColumnChoice
  onChange: (next: ColumnChoice) => void
}) {
  const { t } = useLingui()
  const details = useRef<HTMLDetailsElement>(null)
  const choosable = columns.filter((column) => column.enableHiding !== false)
  // A click elsewhere or Escape closes the list, as a menu would.
  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current
      if (!element?.open) return
      const outside = event instanceof PointerEvent && !element.contains(event.target as Node)
      if (outside || (event instanceof KeyboardEvent && event.key === 'Escape')) element.open = false
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [])
  return (
    <details ref={details} className="group relative">
      <summary className="flex h-[30px] cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 group-open:border-brand-500 group-open:bg-brand-50 group-open:text-brand-700 hover:bg-slate-50">
        {t`Columns`}
        <span aria-hidden>▾</span>
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 grid w-[28rem] grid-cols-2 gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg">
        <legend className="sr-only">{t`Columns shown`}</legend>
        {choosable.map((column) => {
          const id = columnIdOf(column)
          return (
            <label key={id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={visibility[id] !== false}
                onChange={(event) => onChange({ ...visibility, [id]: event.target.checked })}
              />
              <span>{typeof column.header === 'string' ? column.header : id}</span>
            </label>
          )
        })}
        <button
          type="button"
          className="col-span-2 mt-2 justify-self-start text-xs text-brand-700 hover:underline"
          onClick={() => onChange({})}
        >
          {t`Back to the usual columns`}
        </button>
      </fieldset>
    </details>
  )
}
