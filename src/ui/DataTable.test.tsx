import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { giveScrollerDesktopSize } from '../../tests/support/scrollerSize.ts'
import {
  staffColumns as columns,
  type Staff,
  sampleStaff as staff,
} from '../../tests/support/staffSamples.ts'
import { DataTable, type DataTableProps, type DataTableSource } from './DataTable.tsx'
import type { DataColumn } from './dataColumns.ts'

afterEach(cleanup)

giveScrollerDesktopSize('staff-table')

const source = (overrides: Partial<DataTableSource<Staff>> = {}): DataTableSource<Staff> => ({
  rows: staff(1, 3),
  outdated: false,
  hasMore: false,
  loadingMore: false,
  failure: null,
  loadMore: () => {},
  refresh: () => {},
  ...overrides,
})

const renderTable = (props: Partial<DataTableProps<Staff>> = {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <DataTable
        label="Staff"
        source={source()}
        columns={columns}
        layout={{ widths: { name: 200 }, figures: new Set(['salary']), growing: 'name' }}
        columnVisibility={{}}
        messages={{
          loading: 'Loading staff…',
          failed: (reason) => `No staff: ${reason}`,
          empty: 'No staff match.',
        }}
        testId="staff-table"
        {...props}
      />
    </I18nProvider>,
  )

/** A cell of state of its own, as a row's question (Remove …?) is: open until answered. */
function Question({ name }: { name: string }) {
  const [open, setOpen] = useState(false)
  return open ? (
    <span>Remove {name}?</span>
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Ask {name}
    </button>
  )
}

const bodyRows = () => screen.getAllByRole('row').slice(1)

describe('a data table', () => {
  it('puts only the rows in view into the page, whatever the length of the list', () => {
    renderTable({ source: source({ rows: staff(1, 10_000) }) })
    expect(bodyRows().length).toBeGreaterThan(5)
    expect(bodyRows().length).toBeLessThan(60)
    expect(screen.getByRole('table', { name: 'Staff' }).getAttribute('aria-rowcount')).toBe('10000')
  })

  it('shows pinned rows on top, marked as such', () => {
    renderTable({ source: source({ pinned: staff(90, 1) }) })
    const [first, second] = bodyRows()
    expect(first?.textContent).toContain('Staff 90')
    expect(first?.getAttribute('data-pinned')).toBe('true')
    expect(second?.textContent).toContain('Staff 1')
    expect(second?.getAttribute('data-pinned')).toBeNull()
  })

  it('shows only the columns chosen', () => {
    renderTable({ columnVisibility: { team: false } })
    expect(
      screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Name', 'Salary'])
  })

  it('reports the sort the user asks for, and offers it only on the columns that sort', () => {
    const onSortChange = vi.fn()
    renderTable({ sort: { by: 'name', order: 'asc' }, onSortChange, sortable: new Set(['name', 'salary']) })
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(screen.getByRole('button', { name: /Name/ }))
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'desc')
    fireEvent.click(screen.getByRole('button', { name: /Salary/ }))
    expect(onSortChange).toHaveBeenLastCalledWith('salary', 'desc')
    expect(screen.queryByRole('button', { name: /Team/ })).toBeNull()
  })

  it("keeps what a row's cell holds open when the list makes its columns anew (a new answer, a new language)", () => {
    const withQuestion = (): DataColumn<Staff>[] => [
      ...columns,
      { id: 'actions', header: 'Actions', cell: ({ row }) => <Question name={row.original.name} /> },
    ]
    const { rerender } = renderTable({ columns: withQuestion() })
    fireEvent.click(screen.getByRole('button', { name: 'Ask Staff 2' }))
    expect(screen.getByText('Remove Staff 2?')).toBeTruthy()
    rerender(
      <I18nProvider i18n={i18n}>
        <DataTable
          label="Staff"
          source={source()}
          columns={withQuestion()}
          layout={{ widths: {} }}
          columnVisibility={{}}
          messages={{ loading: '', failed: () => '', empty: '' }}
        />
      </I18nProvider>,
    )
    expect(screen.getByText('Remove Staff 2?')).toBeTruthy()
  })

  it('heads a column with its agreed short form, the whole name on hover and for screen readers', () => {
    const [name, team, salary] = columns
    const shortened = [name!, { ...team!, meta: { shortHeader: 'Tm' } }, salary!] as typeof columns
    renderTable({ columns: shortened, sort: { by: 'name', order: 'asc' }, onSortChange: () => {} })
    const header = screen.getByRole('columnheader', { name: 'Team' })
    expect(header.textContent).toBe('Tm')
    expect(header.querySelector('[title]')?.getAttribute('title')).toBe('Team')
  })

  it("names a sort button by the column's whole name when its header shows the short form", () => {
    const [name, team, salary] = columns
    const shortened = [name!, { ...team!, meta: { shortHeader: 'Tm' } }, salary!] as typeof columns
    const onSortChange = vi.fn()
    renderTable({
      columns: shortened,
      sort: { by: 'name', order: 'asc' },
      onSortChange,
      sortable: new Set(['team']),
    })
    const button = screen.getByRole('button', { name: 'Team' })
    expect(button.textContent).toContain('Tm')
    fireEvent.click(button)
    expect(onSortChange).toHaveBeenCalled()
  })

  it('offers no sort when the list does not sort', () => {
    renderTable()
    expect(screen.queryByRole('button', { name: /Name|Salary/ })).toBeNull()
  })

  it('asks for the next page when the end of the list comes into view, not before', () => {
    const loadMore = vi.fn()
    renderTable({ source: source({ rows: staff(1, 10), hasMore: true, loadMore }) })
    expect(loadMore).toHaveBeenCalled()
    cleanup()
    const notYet = vi.fn()
    renderTable({ source: source({ rows: staff(1, 500), hasMore: true, loadMore: notYet }) })
    expect(notYet).not.toHaveBeenCalled()
  })

  it('while the server fails, asks for no page on its own and offers to load more', () => {
    const loadMore = vi.fn()
    const failure = { type: 'offline', code: 'offline', message: 'The server cannot be reached' } as const
    renderTable({ source: source({ hasMore: true, failure, loadMore }) })
    expect(loadMore).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(loadMore).toHaveBeenCalledTimes(1)
  })

  it('says where the list ends once every page is there, and not before', () => {
    renderTable()
    expect(screen.getByTestId('list-end').textContent).toBe('End of the list')
    cleanup()
    renderTable({ source: source({ hasMore: true }) })
    expect(screen.queryByTestId('list-end')).toBeNull()
  })

  it('is busy while its rows answer an earlier filter', () => {
    renderTable({ source: source({ outdated: true }) })
    expect(screen.getByTestId('staff-table').getAttribute('aria-busy')).toBe('true')
    cleanup()
    renderTable()
    expect(screen.getByTestId('staff-table').getAttribute('aria-busy')).toBe('false')
  })

  it('says it is loading, why it could not load (with a retry), or that nothing matches', () => {
    renderTable({ source: source({ rows: null }) })
    expect(screen.getByRole('status').textContent).toBe('Loading staff…')
    cleanup()
    const refresh = vi.fn()
    const failure = { type: 'offline', code: 'offline', message: 'The server cannot be reached' } as const
    renderTable({ source: source({ rows: null, failure, refresh }) })
    expect(screen.getByRole('alert').textContent).toContain('No staff: The server cannot be reached')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refresh).toHaveBeenCalled()
    cleanup()
    renderTable({ source: source({ rows: [] }) })
    screen.getByText('No staff match.')
    expect(screen.queryByRole('table')).toBeNull()
  })
})
