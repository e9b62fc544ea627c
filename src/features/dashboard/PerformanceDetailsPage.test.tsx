import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dashboardFigures } from '../../../contract/dashboardFigures.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { day, detailsOf } from '../../../tests/support/dashboardSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import PerformanceDetailsPage from './PerformanceDetailsPage.tsx'

const leader = { userId: 11, roleId: 4, teamId: 4, menuIdList: [66, 87, 88], timeZone: 'Africa/Lagos' }
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => leader }))

beforeEach(() => clearBrowserDatabase())
afterEach(() => {
  vi.unstubAllGlobals()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
})

const thisWeek = detailsOf({
  days: { from: '2026-11-23', to: '2026-11-27' },
  daily: [
    day('2026-11-23', { calls: 5, collectionRecords: 6, whatsappMessages: 1, workPerformancePoint: 11 }),
  ],
})

function renderDetails() {
  return render(
    <I18nProvider i18n={i18n}>
      <PerformanceDetailsPage />
    </I18nProvider>,
  )
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

describe('the performance details', () => {
  it('shows the salary period’s totals with their definitions, and every day in the table under the chart', async () => {
    fakeApi({ '/dashboard/performance/details': () => ({ data: detailsOf() }) })
    renderDetails()
    const records = await screen.findByRole('region', { name: 'Collection records' })
    expect(records.textContent).toContain('103')
    expect(records.getAttribute('title')).toBe(dashboardFigures.collectionRecords.definition.en)
    expect(screen.getByRole('region', { name: 'Repaid' }).textContent).toContain('₦15,000.00')
    expect(rowsOf('Day by day')[0]).toEqual([
      'Day',
      'Finished cases',
      'Calls',
      'WhatsApp messages',
      'Collection records',
      'Work performance point',
      'Repaid (NGN)',
    ])
    expect(rowsOf('Day by day')).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy()
  })

  it('asks the period chosen, and opens with it again', async () => {
    const api = fakeApi({
      '/dashboard/performance/details': (query) => ({
        data: query.get('period') === 'thisWeek' ? thisWeek : detailsOf(),
      }),
    })
    const first = renderDetails()
    fireEvent.change(await screen.findByLabelText('Period'), { target: { value: 'thisWeek' } })
    await waitFor(() =>
      expect(rowsOf('Day by day')).toEqual([
        [
          'Day',
          'Finished cases',
          'Calls',
          'WhatsApp messages',
          'Collection records',
          'Work performance point',
        ],
        ['Nov 23', '0', '5', '1', '6', '11'],
      ]),
    )
    expect(api.calls.at(-1)?.query.get('period')).toBe('thisWeek')
    first.unmount()

    renderDetails()
    await waitFor(() => expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('thisWeek'))
    expect(api.calls.at(-1)?.query.get('period')).toBe('thisWeek')
  })

  it('speaks Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    fakeApi({ '/dashboard/performance/details': () => ({ data: detailsOf() }) })
    renderDetails()
    const records = await screen.findByRole('region', { name: 'Registros de cobranza' })
    expect(records.getAttribute('title')).toBe(dashboardFigures.collectionRecords.definition.es)
    expect(screen.getByRole('heading', { name: 'Detalles de desempeño' })).toBeTruthy()
  })
})
