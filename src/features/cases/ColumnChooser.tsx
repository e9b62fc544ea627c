import { useLingui } from '@lingui/react/macro'
import { type CaseColumn, columnIdOf } from './caseColumns.tsx'

/** Which columns the list shows; the choice is kept per user and view. */
export function ColumnChooser({
  columns,
  visibility,
  onChange,
}: {
  columns: CaseColumn[]
  visibility: Record<string, boolean>
  onChange: (next: Record<string, boolean>) => void
}) {
  const { t } = useLingui()
  const choosable = columns.filter((column) => column.enableHiding !== false)
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
        {t`Columns`} ▾
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
