import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { roleIds } from '../../../contract/menus.ts'
import { sampleCaseRow } from '../../../tests/support/caseSamples.ts'
import { CaseTable, type CaseTableProps } from './CaseTable.tsx'
import { defaultHiddenColumns, useCaseColumns } from './caseColumns.tsx'

afterEach(cleanup)

// jsdom lays nothing out: give the table's scroller the size a desktop screen would, so the
// virtualiser has a viewport to fill.
beforeAll(() => {
  const size = (value: number) =>
    function (this: HTMLElement) {
      return this.dataset.testid === 'case-table' ? value : 0
    }
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: size(640) })
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: size(1200) })
})
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight')
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth')
})

function Table(props: Partial<CaseTableProps> & { rowCount: number; roleId?: number }) {
  const columns = useCaseColumns({
    timeZone: 'Africa/Lagos',
    roleId: props.roleId ?? roleIds.collector,
    busyCaseIds: new Set(),
    onMark: () => {},
  })
  const rows = Array.from({ length: props.rowCount }, (_, i) => sampleCaseRow(i + 1, { pinned: i === 0 }))
  return (
    <CaseTable
      label="All cases"
      columns={columns}
      rows={rows}
      columnVisibility={defaultHiddenColumns}
      onColumnVisibilityChange={() => {}}
      sort={props.sort ?? 'dueDate'}
      order="desc"
      onSortChange={props.onSortChange ?? (() => {})}
      hasMore={props.hasMore ?? false}
      loadingMore={false}
      autoLoad
      onLoadMore={props.onLoadMore ?? (() => {})}
      dimmed={false}
    />
  )
}

const renderTable = (props: Parameters<typeof Table>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <Table {...props} />
    </I18nProvider>,
  )

describe('the case table', () => {
  it('puts only the rows in view into the page, whatever the length of the list', () => {
    renderTable({ rowCount: 10_000 })
    const shown = screen.getAllByRole('row').length - 1
    expect(shown).toBeGreaterThan(5)
    expect(shown).toBeLessThan(60)
    expect(screen.getByRole('table', { name: 'All cases' }).getAttribute('aria-rowcount')).toBe('10000')
  })

  it('marks a pinned case and links each case to its detail', () => {
    renderTable({ rowCount: 3 })
    const [, first, second] = screen.getAllByRole('row')
    expect(first?.getAttribute('data-pinned')).toBe('true')
    expect(first?.textContent).toContain('Pinned')
    expect(second?.getAttribute('data-pinned')).toBeNull()
    expect(screen.getByRole('link', { name: 'C000002' }).getAttribute('href')).toBe('/cases/all/details/2')
    screen.getByRole('button', { name: 'Cancel pin C000001' })
    screen.getByRole('button', { name: 'Pin on top C000002' })
  })

  it('shows at first the columns a collector reads on every call, the rest being on request', () => {
    renderTable({ rowCount: 3 })
    expect(
      screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual([
      'Pin',
      'Case no',
      'Name',
      'Phone',
      'Status',
      'Amount',
      'Paid',
      'Overdue days',
      'Due date',
      'Appointment',
    ])
  })

  it('sorts only by allocated date, due date and amount, on the server', () => {
    const onSortChange = vi.fn()
    renderTable({ rowCount: 3, onSortChange })
    expect(screen.getByRole('columnheader', { name: /Due date/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }))
    expect(onSortChange).toHaveBeenCalledWith('amount', 'desc')
    expect(screen.queryByRole('button', { name: /^Name/ })).toBeNull()
  })

  it('asks for the next page when the end of the list comes into view, not before', () => {
    const onLoadMore = vi.fn()
    renderTable({ rowCount: 10, hasMore: true, onLoadMore })
    expect(onLoadMore).toHaveBeenCalled()
    cleanup()
    const notYet = vi.fn()
    renderTable({ rowCount: 500, hasMore: true, onLoadMore: notYet })
    expect(notYet).not.toHaveBeenCalled()
  })

  it('says where the list ends once every page is there, and not before', () => {
    renderTable({ rowCount: 3 })
    expect(screen.getByTestId('case-list-end').textContent).toBe('End of the list')
    cleanup()
    renderTable({ rowCount: 3, hasMore: true, onLoadMore: vi.fn() })
    expect(screen.queryByTestId('case-list-end')).toBeNull()
  })

  it('offers an auditor no pin', () => {
    renderTable({ rowCount: 2, roleId: roleIds.auditor })
    screen.getByRole('link', { name: 'C000002' })
    expect(screen.queryByRole('button', { name: /Pin on top|Cancel pin/ })).toBeNull()
  })
})
