import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import type { RepaymentRow, RepaymentSummary } from '../../../contract/repayments.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { giveScrollerDesktopSize } from '../../../tests/support/scrollerSize.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import RepaymentListPage from './RepaymentListPage.tsx'

giveScrollerDesktopSize('repayments-table')

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const officeManager = {
  userId: 8,
  roleId: roleIds.officeManager,
  menuIdList: [menuIds.staffs, menuIds.financial, menuIds.repayment],
  timeZone: 'America/Mexico_City',
  teamId: null,
  teamName: null,
}
const leaderInTeam = {
  ...officeManager,
  userId: 4,
  roleId: roleIds.teamLeader,
  teamId: 2,
  teamName: 'CDMX S2',
}

const pesos: RepaymentRow = {
  id: 31,
  caseId: 154,
  caseNo: 'C00000154',
  caseKind: 'collection',
  customerName: 'Hernán Gómez Ruiz',
  appName: 'PrestaFácil',
  teamName: 'CDMX S2 Collection',
  kind: 'delay',
  amount: 172_500,
  currency: 'MXN',
  // 23:30 on 9 March in Mexico City.
  paidAt: '2026-03-10T05:30:00.000Z',
  reference: 'PAY-ORD-154',
  collectorName: 'Ana Torres',
}
const naira: RepaymentRow = {
  ...pesos,
  id: 32,
  caseId: 9,
  caseNo: 'C00000009',
  customerName: 'Amaka Eze',
  appName: 'OwoCredit',
  teamName: 'Lagos S1 Collection',
  kind: 'normal',
  amount: 5_000_000,
  currency: 'NGN',
  collectorName: null,
}
const summary: RepaymentSummary = {
  count: 2,
  totals: [
    { currency: 'MXN', count: 1, amount: 172_500 },
    { currency: 'NGN', count: 1, amount: 5_000_000 },
  ],
}
const apps = [{ id: 1, code: 'PRESTAFACIL', name: 'PrestaFácil', hasOwnApp: true, handledByAppName: null }]
const teams = [
  {
    id: 2,
    name: 'CDMX S2 Collection',
    teamTypeId: 1,
    teamTypeCode: 'collection',
    teamTypeName: 'Collection',
    leaderId: 4,
    leaderName: 'Jorge Medina',
    managerId: null,
    managerName: '',
    dutyDays: [1, 2, 3, 4, 5],
  },
]

function renderPage(user: Record<string, unknown>) {
  signedIn.user = user
  const api = fakeApi({
    '/financial/repayment/list': () => ({ data: { rows: [pesos, naira], nextCursor: null } }),
    '/financial/repayment/summary': () => ({ data: summary }),
    '/sys/menu/allApp': () => ({ data: apps }),
    '/sys/team/all': () => ({ data: teams }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <RepaymentListPage />
    </I18nProvider>,
  )
  return api
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === '/financial/repayment/list')

beforeEach(async () => {
  await clearBrowserDatabase()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the repayment records screen (menu 71)', () => {
  it('lists each repayment with its case (opening its detail), customer, type, amount in its money, time on the viewer’s clock and collector', async () => {
    renderPage(officeManager)
    const row = await screen.findByRole('row', { name: /C00000154/ })
    for (const text of ['Hernán Gómez Ruiz', 'PrestaFácil', 'Delay repayment', '$1,725.00 MXN', 'Ana Torres'])
      expect(within(row).getByText(text)).toBeTruthy()
    expect(within(row).getByText(/Mar 9, 11:30/)).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'C00000154' }).getAttribute('href')).toBe(
      '/cases/all/details/154',
    )
    const other = screen.getByRole('row', { name: /C00000009/ })
    expect(within(other).getByText('₦50,000.00')).toBeTruthy()
    // One total per currency, never added together.
    const totals = await screen.findByTestId('repayment-amount')
    expect(totals.textContent).toContain('$1,725.00 MXN · ₦50,000.00')
    expect(screen.getByTestId('repayment-count').textContent).toContain('2')
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy()
  })

  it('asks the server again by type and by days of payment, both ends together', async () => {
    const api = renderPage(officeManager)
    await screen.findByRole('row', { name: /C00000154/ })
    fireEvent.change(screen.getByRole('combobox', { name: 'Repayment type' }), { target: { value: 'delay' } })
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('kind')).toBe('delay'))
    fireEvent.change(screen.getByLabelText('Paid on: from'), { target: { value: '2026-03-01' } })
    fireEvent.change(screen.getByLabelText('Paid on: to'), { target: { value: '2026-03-09' } })
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('paidTo')).toBe('2026-03-09'))
    const asked = listCalls(api).at(-1)!.query
    expect([asked.get('kind'), asked.get('paidFrom')]).toEqual(['delay', '2026-03-01'])
    expect(listCalls(api).some((call) => call.query.has('paidFrom') && !call.query.has('paidTo'))).toBe(false)
  })

  it('offers the team filter to those over the teams only', async () => {
    renderPage(officeManager)
    await screen.findByRole('row', { name: /C00000154/ })
    const team = screen.getByRole('combobox', { name: 'Team' })
    await waitFor(() => expect(within(team).queryByText('CDMX S2 Collection')).toBeTruthy())
    cleanup()
    await clearBrowserDatabase()
    renderPage(leaderInTeam)
    await screen.findByRole('row', { name: /C00000154/ })
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull()
  })

  it('speaks Spanish: the columns, the types and the filters', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPage(officeManager)
    const row = await screen.findByRole('row', { name: /C00000154/ })
    expect(within(row).getByText('Pago aplazado')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Registros de pago' })).toBeTruthy()
    for (const label of ['Tipo de pago', 'Equipo'])
      expect(screen.getByRole('combobox', { name: label })).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'N.º de caso o cliente' })).toBeTruthy()
    for (const header of ['Pagado el', 'Cliente', 'Cobrado por'])
      expect(screen.getAllByRole('columnheader', { name: new RegExp(header) }).length).toBeGreaterThan(0)
  })
})
