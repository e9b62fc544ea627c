import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffStatement, StaffStatementRow, WorkFigures } from '../../../contract/dashboards.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { workFigures } from '../../../tests/support/dashboardSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import StaffPerformancePage from './StaffPerformancePage.tsx'
import StaffStatementPage from './StaffStatementPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const leader = {
  userId: 3,
  roleId: roleIds.teamLeader,
  menuIdList: [menuIds.dashboard, menuIds.staffsStatement, menuIds.staffPerformance],
  timeZone: 'Africa/Lagos',
  teamId: 2,
  teamName: 'Lagos S1',
}
const manager = {
  ...leader,
  userId: 1,
  roleId: roleIds.manager,
  menuIdList: [...leader.menuIdList, menuIds.staffs],
  teamId: null,
  teamName: null,
}
const teamOf = (id: number, name: string) => ({
  id,
  name,
  teamTypeId: 1,
  teamTypeCode: 'collection',
  teamTypeName: 'Collection',
  leaderId: null,
  leaderName: 'A leader',
  managerId: null,
  managerName: '',
  dutyDays: [1, 2, 3, 4, 5],
  memberCount: 2,
})

const work = workFigures

const chinedu = work({
  calls: 40,
  whatsappMessages: 12,
  collectionRecords: 52,
  finishedCases: 6,
  dutyDays: 18,
  workPerformancePoint: 152,
  money: [
    { currency: 'NGN', repayments: 5, repaidAmount: 4_000_000 },
    { currency: 'MXN', repayments: 1, repaidAmount: 25_000 },
  ],
})
const amaka = work({
  calls: 10,
  collectionRecords: 10,
  finishedCases: 2,
  dutyDays: 15,
  workPerformancePoint: 40,
  money: [{ currency: 'NGN', repayments: 2, repaidAmount: 1_000_000 }],
})

const row = (over: Partial<StaffStatementRow>, figures: WorkFigures): StaffStatementRow => ({
  kind: 'person',
  id: null,
  name: null,
  teamName: 'Lagos S1',
  figures,
  ...over,
})

const answerOf = (rows: StaffStatementRow[], totals: WorkFigures): StaffStatement => ({
  asOf: '2026-11-27T09:30:00.000Z',
  scope: { kind: 'team', id: 2, name: 'Lagos S1' },
  days: { from: '2026-11-01', to: '2026-11-27' },
  rows,
  totals,
})

const members = answerOf(
  [row({ id: 12, name: 'Chinedu Okafor' }, chinedu), row({ id: 13, name: 'Amaka Eze' }, amaka)],
  work({
    calls: 50,
    whatsappMessages: 12,
    collectionRecords: 62,
    finishedCases: 8,
    dutyDays: 33,
    workPerformancePoint: 192,
    money: [
      { currency: 'MXN', repayments: 1, repaidAmount: 25_000 },
      { currency: 'NGN', repayments: 7, repaidAmount: 5_000_000 },
    ],
  }),
)
const teams = answerOf([row({ kind: 'team', id: 2, name: 'Lagos S1', teamName: null }, chinedu)], chinedu)

function renderPage(Page: () => React.ReactNode, user: Record<string, unknown>) {
  signedIn.user = user
  const answer = (query: URLSearchParams) => ({
    data: user === leader || query.get('teamId') === '2' ? members : teams,
  })
  const api = fakeApi({
    '/dashboard/statement': answer,
    '/dashboard/staffperformance': answer,
    '/dashboard/statement/export': () => ({ data: 'csv' }),
    '/sys/team/all': () => ({ data: [teamOf(2, 'Lagos S1'), teamOf(5, 'Mexico City S1')] }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <Page />
    </I18nProvider>,
  )
  return api
}

const cellsOf = (line: HTMLElement) =>
  within(line)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

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

describe('the staff statement (menu 96) and staff performance (menu 97)', () => {
  it('the statement shows finished cases and money per currency, with the totals the server added', async () => {
    const api = renderPage(StaffStatementPage, leader)
    const line = await screen.findByRole('row', { name: /Chinedu Okafor/ })
    expect(cellsOf(line)).toEqual(['Chinedu Okafor', '6', '5 NGN1 MXN', '₦40,000.00$250.00 MXN', '52', '152'])
    const total = screen.getByRole('row', { name: /^Total/ })
    expect(cellsOf(total)).toEqual(['Total', '8', '1 MXN7 NGN', '$250.00 MXN₦50,000.00', '62', '192'])
    expect(api.calls.find((call) => call.path === '/dashboard/statement')?.query.get('period')).toBe(
      'salaryPeriod',
    )
    expect(screen.getByTestId('figures-days').textContent).toBe('Nov 1, 2026 to Nov 27, 2026')
  })

  it('staff performance shows the section-3 figures, each header explained by its definition', async () => {
    renderPage(StaffPerformancePage, leader)
    const line = await screen.findByRole('row', { name: /Amaka Eze/ })
    expect(cellsOf(line)).toEqual(['Amaka Eze', '15', '40', '2', '10', '0', '10'])
    expect(screen.getByTitle('Days you clocked in on, each on your own calendar.').textContent).toContain(
      'Days on duty',
    )
    expect(screen.queryByRole('columnheader', { name: /Repaid/ })).toBeNull()
  })

  it('asks for the period chosen, and keeps it for the next visit', async () => {
    const api = renderPage(StaffPerformancePage, leader)
    await screen.findByRole('row', { name: /Amaka Eze/ })
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'yesterday' } })
    await waitFor(() => expect(api.calls.some((call) => call.query.get('period') === 'yesterday')).toBe(true))
    cleanup()
    const again = renderPage(StaffPerformancePage, leader)
    await screen.findByRole('row', { name: /Amaka Eze/ })
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('yesterday')
    expect(again.calls.every((call) => call.query.get('period') === 'yesterday')).toBe(true)
  })

  it("a manager's team opens its members; the CSV export asks for the same period and team", async () => {
    const api = renderPage(StaffStatementPage, manager)
    fireEvent.click(await screen.findByRole('button', { name: 'Members of Lagos S1' }))
    expect(await screen.findByRole('row', { name: /Amaka Eze/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/dashboard/statement/export')).toBe(true),
    )
    const exported = api.calls.find((call) => call.path === '/dashboard/statement/export')
    expect(exported?.query.get('teamId')).toBe('2')
    expect(exported?.query.get('period')).toBe('salaryPeriod')
  })

  it('reads in Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPage(StaffPerformancePage, leader)
    await screen.findByRole('row', { name: /Amaka Eze/ })
    expect(screen.getByRole('heading', { name: 'Desempeño del personal' })).toBeTruthy()
    for (const header of ['Días en servicio', 'Llamadas', 'Registros de cobranza'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeTruthy()
    expect(screen.getByRole('row', { name: /^Total/ })).toBeTruthy()
  })
})
