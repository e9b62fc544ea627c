import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { csvFile, type Endpoint } from '../../contract/endpoint.ts'
import { staffColumns as columns, type Staff } from '../../tests/support/staffSamples.ts'
import { ListToolbar, type ListToolbarProps } from './ListToolbar.tsx'

const staffExport = {
  method: 'GET',
  path: '/staff/export',
  access: 'signedIn',
  encoding: 'form',
  input: z.object({ sort: z.string(), order: z.enum(['asc', 'desc']) }),
  answer: csvFile,
  summary: 'The staff as CSV',
  download: 'csv',
} as const satisfies Endpoint

type Props = ListToolbarProps<Staff, 'name' | 'salary', typeof staffExport>

function renderToolbar(overrides: Partial<Props> = {}) {
  const props: Props = {
    title: 'Staff',
    totals: { figures: [{ label: 'People', value: '12', testId: 'people' }], testId: 'staff-totals' },
    filters: { shown: false, onShownChange: vi.fn(), inForce: 2 },
    columns,
    visibility: {},
    onColumnsChange: vi.fn(),
    sort: { by: 'salary', order: 'desc' },
    onSortChange: vi.fn(),
    exportCsv: { entry: staffExport, input: { sort: 'salary', order: 'desc' } },
    source: { refresh: vi.fn(), refreshing: false },
    ...overrides,
  }
  render(
    <I18nProvider i18n={i18n}>
      <ListToolbar {...props} />
    </I18nProvider>,
  )
  return props
}

describe('the list toolbar', () => {
  it('shows the title and totals, and the filter toggle counts the filters in force while they are hidden', () => {
    const props = renderToolbar()
    expect(screen.getByRole('heading', { name: 'Staff' })).toBeTruthy()
    expect(screen.getByTestId('people').textContent).toBe('12')
    const toggle = screen.getByRole('button', { name: /Filters/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.textContent).toContain('2 in force')
    fireEvent.click(toggle)
    expect(props.filters?.onShownChange).toHaveBeenCalledWith(true)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy()
  })

  it('says the sort only while its column is hidden, and reverses it there', () => {
    renderToolbar()
    expect(screen.queryByTestId('hidden-sort')).toBeNull()
    cleanup()
    const props = renderToolbar({ visibility: { salary: false } })
    const note = screen.getByTestId('hidden-sort')
    expect(note.textContent).toContain('Sorted by Salary')
    fireEvent.click(note)
    expect(props.onSortChange).toHaveBeenCalledWith('salary', 'asc')
  })

  it('refreshes the list, and holds the button while the refresh is on its way', () => {
    const props = renderToolbar()
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(props.source.refresh).toHaveBeenCalledOnce()
    cleanup()
    renderToolbar({ source: { refresh: vi.fn(), refreshing: true } })
    expect((screen.getByRole('button', { name: 'Refreshing…' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
