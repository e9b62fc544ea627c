import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CollectionDashboard, CollectionRow } from '../../../contract/dashboards.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import CollectionDashboardPage from './CollectionDashboardPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const leader = {
  userId: 3,
  roleId: roleIds.teamLeader,
  menuIdList: [menuIds.dashboard, menuIds.collectionDashboard],
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

const figures = (over: Partial<CollectionRow>): CollectionRow => ({
  kind: 'person',
  id: null,
  name: null,
  teamName: null,
  unfinishedToday: 0,
  unfinishedThisWeek: 0,
  expiringInPrimeTime: 0,
  expiringWithin24Hours: 0,
  finishedToday: 0,
  finishedThisWeek: 0,
  repaidToday: [],
  ...over,
})

const answerOf = (rows: CollectionRow[], scope: CollectionDashboard['scope']): CollectionDashboard => ({
  asOf: '2026-11-27T09:30:00.000Z',
  scope,
  settings: {
    primeTime: { fromHour: 9, toHour: 13 },
    salaryPeriodStartDay: 1,
    workPoints: { finishedCases: 10, calls: 2, whatsappMessages: 1 },
  },
  rows,
})

// A Lagos team with one collector who also holds a Mexican brand's case: naira and pesos stay apart.
const members = answerOf(
  [
    figures({
      id: 12,
      name: 'Chinedu Okafor',
      teamName: 'Lagos S1',
      unfinishedToday: 4,
      unfinishedThisWeek: 9,
      expiringInPrimeTime: 2,
      expiringWithin24Hours: 3,
      finishedToday: 1,
      finishedThisWeek: 5,
      repaidToday: [
        { currency: 'NGN', repayments: 2, repaidAmount: 1_250_000 },
        { currency: 'MXN', repayments: 1, repaidAmount: 50_000 },
      ],
    }),
    figures({
      id: 13,
      name: 'Amaka Eze',
      teamName: 'Lagos S1',
      unfinishedToday: 6,
      unfinishedThisWeek: 7,
      finishedThisWeek: 2,
      repaidToday: [{ currency: 'NGN', repayments: 1, repaidAmount: 750_000 }],
    }),
  ],
  { kind: 'team', id: 2, name: 'Lagos S1' },
)

const teams = answerOf(
  [
    figures({ kind: 'team', id: 2, name: 'Lagos S1', unfinishedToday: 10 }),
    figures({ kind: 'team', id: 5, name: 'Mexico City S1', unfinishedToday: 3 }),
  ],
  { kind: 'operation', id: null, name: null },
)

function renderPage(user: Record<string, unknown>, online = true) {
  signedIn.user = user
  const api = fakeApi({
    '/dashboard/collection': (query) =>
      online ? { data: query.get('teamId') === '2' || user === leader ? members : teams } : 'offline',
    '/sys/team/all': () => ({ data: [teamOf(2, 'Lagos S1'), teamOf(5, 'Mexico City S1')] }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <CollectionDashboardPage />
    </I18nProvider>,
  )
  return api
}

const cellsOf = (row: HTMLElement) =>
  within(row)
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

describe('the collection dashboard (menu 92)', () => {
  it("shows a leader's members, each count opening that member's list of those cases", async () => {
    renderPage(leader)
    const row = await screen.findByRole('row', { name: /Chinedu Okafor/ })
    expect(cellsOf(row).slice(0, 7)).toEqual(['Chinedu Okafor', '4', '9', '2', '3', '1', '5'])
    const links = within(row).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/collection/cases/hoylist/12',
      '/dashboard/collection/cases/semanalist/12',
      '/dashboard/collection/cases/audiencialist/12',
      '/dashboard/collection/cases/horaslist/12',
    ])
    expect(within(row).getByRole('link', { name: '4, Cases not completed today' })).toBeTruthy()
    expect(screen.queryByLabelText('Team')).toBeNull()
  })

  it('writes money one figure per currency, and totals each currency on its own', async () => {
    renderPage(leader)
    const row = await screen.findByRole('row', { name: /Chinedu Okafor/ })
    expect(within(row).getByText('₦12,500.00')).toBeTruthy()
    expect(within(row).getByText('$500.00 MXN')).toBeTruthy()
    const total = screen.getByRole('row', { name: /^Total/ })
    expect(cellsOf(total).slice(0, 7)).toEqual(['Total', '10', '16', '2', '3', '1', '7'])
    expect(within(total).getByText('₦20,000.00')).toBeTruthy()
    expect(within(total).getByText('$500.00 MXN')).toBeTruthy()
  })

  it("explains each figure in its header with the figure's definition and the prime time in force", async () => {
    renderPage(leader)
    await screen.findByRole('row', { name: /Chinedu Okafor/ })
    expect(
      screen.getByTitle('Cases you hold now, not paid off nor closed, allocated to you today.').textContent,
    ).toContain('Unfinished today')
    expect(screen.getByRole('columnheader', { name: /Expiring in prime time/ }).textContent).toContain(
      'Prime time here: 09:00 to 13:00.',
    )
  })

  it('gives a manager a row per team; a team opens its members, and the choice is kept', async () => {
    const api = renderPage(manager)
    fireEvent.click(await screen.findByRole('button', { name: 'Members of Lagos S1' }))
    expect(await screen.findByRole('row', { name: /Amaka Eze/ })).toBeTruthy()
    expect(api.calls.some((call) => call.query.get('teamId') === '2')).toBe(true)
    expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe('2')
    cleanup()
    renderPage(manager)
    expect(await screen.findByRole('row', { name: /Amaka Eze/ })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '' } })
    expect(await screen.findByRole('button', { name: 'Members of Mexico City S1' })).toBeTruthy()
  })

  it('opens offline from the copy kept on this device, saying how old it is', async () => {
    renderPage(leader)
    await screen.findByRole('row', { name: /Chinedu Okafor/ })
    cleanup()
    renderPage(leader, false)
    expect(await screen.findByRole('row', { name: /Chinedu Okafor/ })).toBeTruthy()
    expect((await screen.findByTestId('freshness')).textContent).toMatch(/Showing the copy saved/)
  })

  it('reads in Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPage(leader)
    await screen.findByRole('row', { name: /Chinedu Okafor/ })
    expect(screen.getByRole('heading', { name: 'Panel de cobranza' })).toBeTruthy()
    for (const header of ['Miembro', 'Sin terminar hoy', 'Liquidados hoy', 'Pagado hoy'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy()
    expect(screen.getByRole('row', { name: /^Total/ })).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('figures-as-of').textContent).toMatch(/Cifras al /))
  })
})
