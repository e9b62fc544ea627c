import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { giveScrollerDesktopSize } from '../../tests/support/scrollerSize.ts'
import {
  staffColumns as columns,
  type Staff,
  sampleStaff as staff,
} from '../../tests/support/staffSamples.ts'
import { DataTable } from './DataTable.tsx'
import { SelectionBar } from './SelectionBar.tsx'
import { type RowSelectionState, useRowSelection } from './useRowSelection.ts'

afterEach(cleanup)

giveScrollerDesktopSize('chosen-table')

let chosen: RowSelectionState | undefined

/** A list of 5 loaded rows out of `matching` the filter finds, its bar and its table, as a screen composes them. */
function ChoosingList({ matching, outdated = false }: { matching: number; outdated?: boolean }) {
  const [filter, setFilter] = useState('all')
  const selection = useRowSelection(filter)
  chosen = selection.state
  const rows = staff(1, 5)
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setFilter('other')}>
        Other filter
      </button>
      <SelectionBar
        selection={selection}
        matching={matching}
        loaded={rows.length}
        actions={<button type="button">Act</button>}
      />
      <DataTable<Staff>
        label="Staff"
        source={{
          rows,
          outdated,
          hasMore: false,
          loadingMore: false,
          failure: null,
          loadMore: () => {},
          refresh: () => {},
        }}
        columns={columns}
        layout={{ widths: {} }}
        columnVisibility={{}}
        messages={{ loading: '…', failed: () => 'failed', empty: 'none' }}
        selection={{ state: selection, label: (row) => `Select ${row.name}` }}
        testId="chosen-table"
      />
    </I18nProvider>
  )
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const count = () => screen.queryByTestId('selection-count')?.textContent
const click = (element: HTMLElement, init: MouseEventInit = {}) => act(() => fireEvent.click(element, init))

describe('choosing rows of a list', () => {
  it('shows nothing until a row is chosen, then counts them and offers the actions', () => {
    render(<ChoosingList matching={40} />)
    expect(screen.queryByTestId('selection-bar')).toBeNull()
    click(box('Select Staff 2'))
    click(box('Select Staff 4'))
    expect(count()).toBe('2 selected')
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy()
    expect(chosen).toEqual({ kind: 'rows', ids: new Set(['s2', 's4']) })
  })

  it('chooses the loaded rows from the header, then offers every row the filter finds', () => {
    render(<ChoosingList matching={40} />)
    click(screen.getByTestId('select-loaded'))
    expect(count()).toBe('5 selected')
    click(screen.getByRole('button', { name: 'Select all 40 rows the filter finds' }))
    expect(count()).toBe('All 40 rows the filter finds are selected')
    expect(chosen).toEqual({ kind: 'allMatching' })
    expect(box('Select Staff 3').checked).toBe(true)
    // Dropping one row keeps the other loaded rows, by id.
    click(box('Select Staff 3'))
    expect(chosen).toEqual({ kind: 'rows', ids: new Set(['s1', 's2', 's4', 's5']) })
  })

  it('chooses a range with shift held, and drops the choice when the filter changes', () => {
    render(<ChoosingList matching={5} />)
    click(box('Select Staff 1'))
    click(box('Select Staff 4'), { shiftKey: true })
    expect(count()).toBe('4 selected')
    // Every loaded row is chosen and the filter finds no more: nothing more to offer.
    click(box('Select Staff 5'))
    expect(screen.queryByRole('button', { name: /rows the filter finds/ })).toBeNull()
    click(screen.getByRole('button', { name: 'Other filter' }))
    expect(screen.queryByTestId('selection-bar')).toBeNull()
    expect(box('Select Staff 1').checked).toBe(false)
  })

  it('offers no box while the rows shown are the last filter’s, dimmed until the new answer', () => {
    render(<ChoosingList matching={40} outdated />)
    expect(screen.getByTestId('chosen-table').getAttribute('aria-busy')).toBe('true')
    expect((screen.getByTestId('select-loaded') as HTMLInputElement).disabled).toBe(true)
    expect(box('Select Staff 2').disabled).toBe(true)
  })

  it('clears the choice from the bar', () => {
    render(<ChoosingList matching={40} />)
    click(box('Select Staff 1'))
    click(screen.getByRole('button', { name: 'Clear the selection' }))
    expect(screen.queryByTestId('selection-bar')).toBeNull()
  })
})
