import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaseRow, CaseSort } from '../../../contract/cases.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { sampleCaseRow } from '../../../tests/support/caseSamples.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import { noValue } from '../../i18n/format.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { DataTable } from '../../ui/DataTable.tsx'
import {
  caseColumnLayout,
  columnOfSort,
  defaultHiddenColumns,
  sortableCaseColumns,
  sortOfColumn,
  useCaseColumns,
} from './caseColumns.tsx'

afterEach(cleanup)

giveScrollerDesktopSize('case-table')

const users = {
  collector: {
    userId: 7,
    teamId: 1,
    roleId: roleIds.collector,
    menuIdList: [menuIds.cases, menuIds.allCases],
  },
  auditor: {
    userId: 9,
    teamId: null,
    roleId: roleIds.auditor,
    menuIdList: [menuIds.cases, menuIds.allCases],
  },
}

interface TableProps {
  rowCount: number
  user?: keyof typeof users
  sort?: CaseSort
  order?: 'asc' | 'desc'
  rows?: CaseRow[]
  onSortChange?: (sort: string, order: 'asc' | 'desc') => void
}

// The case list's table: the shared DataTable with the case columns, as CaseListPage draws it.
function Table(props: TableProps) {
  const columns = useCaseColumns({
    timeZone: 'Africa/Lagos',
    sort: props.sort ?? 'dueDate',
    user: users[props.user ?? 'collector'],
    busyCaseIds: new Set(),
    onMark: () => {},
  })
  const rows = props.rows ?? Array.from({ length: props.rowCount - 1 }, (_, i) => sampleCaseRow(i + 2))
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
      sort={{ by: columnOfSort(props.sort ?? 'dueDate'), order: props.order ?? 'desc' }}
      onSortChange={props.onSortChange ?? (() => {})}
      sortable={sortableCaseColumns}
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

  it("sorts only by the server's sorts: allocated date, due date, amount and the work queue", () => {
    const onSortChange = vi.fn()
    renderTable({ rowCount: 3, onSortChange })
    expect(screen.getByRole('columnheader', { name: /Due date/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }))
    expect(onSortChange).toHaveBeenCalledWith('amount', 'desc')
    expect(screen.queryByRole('button', { name: /^Name/ })).toBeNull()
  })

  it('shows the work queue as the order on the appointment column, in both languages, and a click there asks for it from its head', () => {
    for (const [locale, messages, name] of [
      ['en', english, 'Appointment · work queue'],
      ['es', spanish, 'Cita · prioridad'],
    ] as const) {
      i18n.loadAndActivate({ locale, messages })
      renderTable({ rowCount: 2, sort: 'workQueue', order: 'asc' })
      const header = screen.getByRole('columnheader', { name: new RegExp(name) })
      expect(header.getAttribute('aria-sort')).toBe('ascending')
      cleanup()
    }
    i18n.loadAndActivate({ locale: 'en', messages: english })
    const onSortChange = vi.fn()
    renderTable({ rowCount: 2, sort: 'dueDate', onSortChange })
    fireEvent.click(screen.getByRole('button', { name: /^Appointment/ }))
    const [column, order] = onSortChange.mock.calls[0]!
    expect(sortOfColumn(column, order, 'dueDate')).toEqual({ sort: 'workQueue', order: 'asc' })
    expect(sortOfColumn('appointment', 'desc', 'workQueue')).toEqual({ sort: 'workQueue', order: 'desc' })
    expect(sortOfColumn('amount', 'desc', 'workQueue')).toEqual({ sort: 'amount', order: 'desc' })
  })

  it('leaves the overdue days of a paid-off case blank', () => {
    const paidOff = sampleCaseRow(2, { status: 'paidOff', overdueDays: null, caseNo: 'C000002' })
    const owed = sampleCaseRow(3, { status: 'unpaid', overdueDays: 12, caseNo: 'C000003' })
    renderTable({ rowCount: 3, rows: [paidOff, owed] })
    const overdueCell = (caseNo: string) => {
      const row = screen.getByRole('link', { name: caseNo }).closest('tr')!
      const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '')
      const column = headers.findIndex((text) => text.startsWith('Overdue days'))
      return row.querySelectorAll('td')[column]!.textContent
    }
    expect(overdueCell('C000002')).toBe(noValue)
    expect(overdueCell('C000003')).toBe('12')
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
