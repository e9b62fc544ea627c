import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaseSort } from '../../../contract/cases.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { sampleCaseRow } from '../../../tests/support/caseSamples.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { caseColumnLayout, defaultHiddenColumns, useCaseColumns } from './caseColumns.tsx'

afterEach(cleanup)

giveScrollerDesktopSize('case-table')

const users = {
  collector: { roleId: roleIds.collector, menuIdList: [menuIds.cases, menuIds.allCases] },
  auditor: { roleId: roleIds.auditor, menuIdList: [menuIds.cases, menuIds.allCases] },
}

interface TableProps {
  rowCount: number
  user?: keyof typeof users
  sort?: CaseSort
  onSortChange?: (sort: string, order: 'asc' | 'desc') => void
}

// The case list's table: the shared DataTable with the case columns, as CaseListPage draws it.
function Table(props: TableProps) {
  const columns = useCaseColumns({
    timeZone: 'Africa/Lagos',
    user: users[props.user ?? 'collector'],
    busyCaseIds: new Set(),
    onMark: () => {},
  })
  const rows = Array.from({ length: props.rowCount - 1 }, (_, i) => sampleCaseRow(i + 2))
  return (
    <DataTable
      label="All cases"
      source={{
        rows,
        pinned: [sampleCaseRow(1, { pinned: true })],
        outdated: false,
        hasMore: false,
        loadingMore: false,
        failure: null,
        loadMore: () => {},
        refresh: () => {},
      }}
      columns={columns}
      layout={caseColumnLayout}
      columnVisibility={defaultHiddenColumns}
      sort={{ by: props.sort ?? 'dueDate', order: 'desc' }}
      onSortChange={props.onSortChange ?? (() => {})}
      messages={{ loading: 'Loading cases…', failed: (reason) => reason, empty: 'No cases.' }}
      testId="case-table"
    />
  )
}

const renderTable = (props: Parameters<typeof Table>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <Table {...props} />
    </I18nProvider>,
  )

describe('the case list columns', () => {
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

  it('offers a collector pin and cancel pin, and an auditor neither', () => {
    renderTable({ rowCount: 2 })
    expect(screen.getAllByRole('button', { name: /Pin on top|Cancel pin/ })).toHaveLength(2)
    cleanup()
    renderTable({ rowCount: 2, user: 'auditor' })
    screen.getByRole('link', { name: 'C000002' })
    expect(screen.queryByRole('button', { name: /Pin on top|Cancel pin/ })).toBeNull()
  })
})
