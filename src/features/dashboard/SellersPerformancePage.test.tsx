import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { SellersPerformance } from '../../../contract/sellersPerformance.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { writeListPreference } from '../../../db/preferences.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { conversionText } from '../../ui/saleFigures.tsx'
import SellersPerformancePage from './SellersPerformancePage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const seller = {
  userId: 5,
  roleId: roleIds.seller,
  menuIdList: [menuIds.dashboard, menuIds.sellersPerformanceDashboard],
  timeZone: 'America/Mexico_City',
  teamId: 3,
  teamName: 'CDMX Sales',
}
const manager = {
  ...seller,
  userId: 1,
  roleId: roleIds.manager,
  menuIdList: [...seller.menuIdList, menuIds.staffs],
  teamId: null,
  teamName: null,
}

const figures = {
  saleOrders: 12,
  enteredApp: 3,
  conversion: 0.25,
  applied: [{ currency: 'MXN', amount: 1_250_000 }],
}
const sellerAnswer: SellersPerformance = {
  asOf: '2026-11-27T15:00:00.000Z',
  days: { from: '2026-11-01', to: '2026-11-27' },
  teamId: null,
  rows: [{ kind: 'person', id: 5, name: 'Lucía Hernández', teamName: 'CDMX Sales', figures }],
  totals: figures,
}
const teamsAnswer: SellersPerformance = {
  ...sellerAnswer,
  rows: [
    { kind: 'team', id: 3, name: 'CDMX Sales', teamName: 'CDMX Sales', figures },
    {
      kind: 'team',
      id: 8,
      name: 'Lagos Sales',
      teamName: 'Lagos Sales',
      figures: { saleOrders: 0, enteredApp: 0, conversion: null, applied: [] },
    },
  ],
}

/** The headers' names as shown (without the definition a screen reader hears after each). */
const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/:.*$/, '') ?? '')
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

function renderPage(user: Record<string, unknown>, answer: SellersPerformance) {
  signedIn.user = user
  const api = fakeApi({
    '/dashboard/sellersperformance': (query) =>
      query.get('teamId')
        ? { data: { ...sellerAnswer, teamId: Number(query.get('teamId')) } }
        : { data: answer },
    '/sys/team/all': () => ({
      data: [
        { id: 3, name: 'CDMX Sales', teamTypeId: 2, teamTypeCode: 'sales', dutyDays: [1, 2, 3, 4, 5] },
        { id: 8, name: 'Lagos Sales', teamTypeId: 2, teamTypeCode: 'sales', dutyDays: [1, 2, 3, 4, 5] },
        { id: 4, name: 'CDMX Collection', teamTypeId: 1, teamTypeCode: 'collection', dutyDays: [1, 2] },
      ],
    }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <SellersPerformancePage />
    </I18nProvider>,
  )
  return api
}

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the sellers’ performance screen (menu 106)', () => {
  it('shows a seller their row: orders, entered, conversion as a percentage, amounts per currency, totals, definitions as tooltips', async () => {
    // Last time she chose this week: the screen asks for it once, not first for the default period.
    await writeListPreference(
      'listFilters',
      { area: 'dashboard', view: 'sellersPerformance' },
      { period: 'thisWeek' },
    )
    const api = renderPage(seller, sellerAnswer)
    const row = await screen.findByRole('row', { name: /Lucía Hernández/ })
    const asks = api.calls.filter((call) => call.path === '/dashboard/sellersperformance')
    expect(asks.map((call) => call.query.get('period'))).toEqual(['thisWeek'])
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Lucía Hernández', 'CDMX Sales', '12', '3', '25%', '$12,500.00 MXN'])
    expect(headers()).toEqual([
      'Seller',
      'Team',
      'Sale orders',
      'Entered the app',
      'Conversion',
      'Amount applied for',
    ])
    const totals = screen.getByRole('row', { name: /^Total/ })
    expect(cellsOf(totals)).toEqual(['Total', '', '12', '3', '25%', '$12,500.00 MXN'])
    // Each figure's header says on hover, and to a screen reader, what it counts.
    const conversion = screen.getByRole('columnheader', { name: /^Conversion: Entered the app divided/ })
    expect(within(conversion).getByTitle(/^Entered the app divided by sale orders/)).toBeTruthy()
    // A seller has nothing to choose a team from.
    expect(screen.queryByLabelText('Team')).toBeNull()
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy()
  })

  it('shows a manager one row per team, and a chosen team’s sellers', async () => {
    const api = renderPage(manager, teamsAnswer)
    expect(await screen.findByRole('row', { name: /Lagos Sales/ })).toBeTruthy()
    expect(headers()[0]).toBe('Team')
    // No orders: no conversion to show, and no money.
    expect(cellsOf(screen.getByRole('row', { name: /Lagos Sales/ }))).toEqual([
      'Lagos Sales',
      '0',
      '0',
      '—',
      '—',
    ])
    // The teams offered are the sales teams, never a collection team.
    await waitFor(() => expect(screen.getByRole('option', { name: 'CDMX Sales' })).toBeTruthy())
    expect(screen.queryByRole('option', { name: 'CDMX Collection' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '3' } })
    await waitFor(() => expect(headers()[0]).toBe('Seller'))
    expect(screen.getByRole('row', { name: /Lucía Hernández/ })).toBeTruthy()
    expect(api.calls.some((call) => call.query.get('teamId') === '3')).toBe(true)
  })

  it('opens a team’s sellers from its row', async () => {
    const api = renderPage(manager, teamsAnswer)
    fireEvent.click(await screen.findByRole('button', { name: 'Members of Lagos Sales' }))
    await waitFor(() => expect(api.calls.some((call) => call.query.get('teamId') === '8')).toBe(true))
    expect(await screen.findByRole('row', { name: /Lucía Hernández/ })).toBeTruthy()
  })

  // The pace to the second is the hook's own test (src/ui/useRefreshWhileShown.test.tsx); here, that the
  // screen asks again while shown. The wait counts from the answer kept in the browser, whose saving
  // may come after the clock first moves on a loaded machine: hence "within twenty minutes".
  it('asks again while the page is in view, not before ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const api = renderPage(seller, sellerAnswer)
    await screen.findByRole('row', { name: /Lucía Hernández/ })
    const asked = () => api.calls.filter((call) => call.path === '/dashboard/sellersperformance').length
    const before = asked()
    await act(async () => vi.advanceTimersByTime(9 * 60_000))
    expect(asked()).toBe(before)
    await act(async () => vi.advanceTimersByTime(11 * 60_000))
    await waitFor(() => expect(asked()).toBeGreaterThan(before))
  })

  it('shows the copy kept on this browser, with its age, when the server cannot be reached', async () => {
    renderPage(seller, sellerAnswer)
    await screen.findByRole('row', { name: /Lucía Hernández/ })
    cleanup()
    signedIn.user = seller
    fakeApi({ '/dashboard/sellersperformance': () => 'offline', '/sys/team/all': () => 'offline' })
    render(
      <I18nProvider i18n={i18n}>
        <SellersPerformancePage />
      </I18nProvider>,
    )
    expect(await screen.findByRole('row', { name: /Lucía Hernández/ })).toBeTruthy()
    expect((await screen.findByTestId('freshness')).textContent).toMatch(/Showing the copy saved/)
  })

  it('reads in Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPage(seller, sellerAnswer)
    await screen.findByRole('row', { name: /Lucía Hernández/ })
    expect(headers()).toContain('Órdenes de venta')
    expect(headers()[0]).toBe('Vendedor/a')
    const conversion = screen.getByRole('columnheader', { name: /^Conversión:/ })
    expect(
      within(conversion).getByTitle(/^Ingresadas a la app divididas entre órdenes de venta/),
    ).toBeTruthy()
    expect(conversionText(0.25, 'es')).toBe('25\u00a0%')
  })
})
