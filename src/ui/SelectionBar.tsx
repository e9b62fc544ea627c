import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { RowSelection } from './useRowSelection.ts'

export interface SelectionBarProps {
  selection: RowSelection
  /** How many rows the current filter finds; undefined until its totals come. */
  matching: number | undefined
  /** How many rows are loaded: once they are all chosen, the bar offers every row the filter finds. */
  loaded: number
  /** What can be done with the chosen rows (buttons). */
  actions: ReactNode
}

const linkClass = 'rounded px-1 font-medium text-brand-700 underline-offset-2 hover:underline'

/**
 * The line over a list while rows are chosen: how many, the offer to take every row the filter finds
 * (not only the loaded ones), the way to drop the choice, and the actions on it. Nothing while none is.
 */
export function SelectionBar({ selection, matching, loaded, actions }: SelectionBarProps) {
  const { t } = useLingui()
  const { state } = selection
  const count = selection.countOf(matching ?? 0)
  if (count === 0) return null
  const everyLoaded = state.kind === 'rows' && state.ids.size >= loaded
  const more = matching !== undefined && matching > count
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm"
      data-testid="selection-bar"
    >
      <span className="font-semibold text-slate-900" data-testid="selection-count">
        {state.kind === 'allMatching'
          ? plural(count, {
              one: 'The # row the filter finds is selected',
              other: 'All # rows the filter finds are selected',
            })
          : plural(count, { one: '# selected', other: '# selected' })}
      </span>
      {everyLoaded && more && (
        <button type="button" className={linkClass} onClick={selection.selectAllMatching}>
          {plural(matching, {
            one: 'Select the # row the filter finds',
            other: 'Select all # rows the filter finds',
          })}
        </button>
      )}
      <button type="button" className={linkClass} onClick={selection.clear}>
        {t`Clear the selection`}
      </button>
      <div className="ml-auto flex items-center gap-2">{actions}</div>
    </div>
  )
}
