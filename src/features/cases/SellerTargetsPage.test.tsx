import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { SellerTargets } from '../../../contract/sellersPerformance.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import SellerTargetsPage from './SellerTargetsPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const officeManager = {
  userId: 8,
  roleId: roleIds.officeManager,
  menuIdList: [menuIds.cases, menuIds.sellersPerformance],
  timeZone: 'America/Mexico_City',
  teamId: null,
}

const figures = (saleOrders: number, enteredApp: number, applied: number) => ({
  saleOrders,
  enteredApp,
  conversion: saleOrders === 0 ? null : enteredApp / saleOrders,
  applied: applied === 0 ? [] : [{ currency: 'MXN', amount: applied }],
})
const pace = (gap: number) => ({
  expected: 1_000_000,
  gap,
  status: gap >= 20_000 ? ('ahead' as const) : gap <= -20_000 ? ('behind' as const) : ('onPace' as const),
  workDaysGone: 18,
  workDays: 21,
})

const answer: SellerTargets = {
  asOf: '2026-11-27T15:00:00.000Z',
  period: { from: '2026-11-01', to: '2026-11-30' },
  periods: [
    { from: '2026-11-01', to: '2026-11-30' },
    { from: '2026-10-01', to: '2026-10-31' },
  ],
  teamId: null,
  teams: [
    { id: 3, name: 'CDMX Sales' },
    { id: 8, name: 'Lagos Sales' },
  ],
  rows: [
    {
      id: 5,
      name: 'Diego Ramírez',
      teamName: 'CDMX Sales',
      figures: figures(12, 3, 1_250_000),
      targets: [
        {
          currency: 'MXN',
          amount: 2_000_000,
          orders: 8,
          achievement: 0.625,
          ordersAchievement: 0.375,
          pace: pace(-464_286),
        },
      ],
    },
    { id: 6, name: 'Sofía Mendoza', teamName: 'CDMX Sales', figures: figures(4, 0, 0), targets: [] },
  ],
  totals: {
    figures: figures(16, 3, 1_250_000),
    targets: [{ currency: 'MXN', amount: 2_000_000, orders: 8, achievement: 0.625 }],
  },
}

const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/:.*$/, '') ?? '')
const rowOf = (name: string) => screen.getByText(name).closest('tr')!
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

function renderPage() {
  signedIn.user = officeManager
  const api = fakeApi({ '/collection/case/sellersperformance': () => ({ data: answer }) })
  render(
    <I18nProvider i18n={i18n}>
      <SellerTargetsPage />
    </I18nProvider>,
  )
  return api
}

beforeEach(() => clearBrowserDatabase())
afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
})

describe('sellers performance in Cases', () => {
  it('shows each seller’s orders against their target, with the totals and each figure’s definition', async () => {
    renderPage()
    await screen.findByText('Diego Ramírez')
    expect(headers()).toEqual([
      'Seller',
      'Team',
      'Sale orders',
      'Entered the app',
      'Conversion',
      'Amount applied for',
      'Target amount',
      'Target orders',
      'Achievement',
      'Orders achievement',
      'Pace',
    ])
    expect(cellsOf(rowOf('Diego Ramírez'))).toEqual([
      'Diego Ramírez',
      'CDMX Sales',
      '12',
      '3',
      '25%',
      '$12,500.00 MXN',
      '$20,000.00 MXN',
      '8',
      '63%',
      '38%',
      'Behind$4,642.86 MXN',
    ])
    // A seller without a target: the target's columns are blank.
    expect(cellsOf(rowOf('Sofía Mendoza')).slice(6)).toEqual(['—', '—', '—', '—', '—'])
    expect(cellsOf(rowOf('Total')).slice(2, 9)).toEqual([
      '16',
      '3',
      '18.8%',
      '$12,500.00 MXN',
      '$20,000.00 MXN',
      '8',
      '63%',
    ])
    expect(screen.getByTitle('Orders achievement = orders entered in the app ÷ target orders.')).toBeTruthy()
  })

  it('asks again for the period and the team chosen', async () => {
    const api = renderPage()
    await screen.findByText('Diego Ramírez')
    fireEvent.change(screen.getByLabelText('Salary period'), { target: { value: '2026-10-01' } })
    await waitFor(() => expect(api.calls.at(-1)?.query.get('period')).toBe('2026-10-01'))
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '8' } })
    await waitFor(() => expect(api.calls.at(-1)?.query.get('teamId')).toBe('8'))
    expect(api.calls.at(-1)?.query.get('period')).toBe('2026-10-01')
  })

  it('in Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPage()
    await screen.findByText('Diego Ramírez')
    expect(headers()).toContain('Monto meta')
    expect(headers()).toContain('Logro de órdenes')
    expect(cellsOf(rowOf('Diego Ramírez')).at(-1)).toBe('Atrasado$4,642.86 MXN')
    expect(screen.getByLabelText('Periodo de salario')).toBeTruthy()
  })
})
