import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  StaffDashboardRow,
  StaffDayRow,
  StaffDetails,
  StaffsDashboard,
} from '../../../contract/dashboards.ts'
import { menuIds, roleIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { workFigures } from '../../../tests/support/dashboardSamples.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import StaffDetailsPage from './StaffDetailsPage.tsx'
import StaffsDashboardPage from './StaffsDashboardPage.tsx'

const signedIn = vi.hoisted(() => ({ user: {} as Record<string, unknown> }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const leader = {
  userId: 3,
  roleId: roleIds.teamLeader,
  menuIdList: [menuIds.dashboard, menuIds.staffsDashboard],
  timeZone: 'America/Mexico_City',
  teamId: 5,
  teamName: 'Mexico City S1',
}

const work = workFigures

const member = (over: Partial<StaffDashboardRow>): StaffDashboardRow => ({
  kind: 'person',
  id: null,
  name: null,
  teamName: 'Mexico City S1',
  clockIn: null,
  clockOut: null,
  absencesLast3Days: 0,
  leaveDaysLast7Days: 0,
  casesHeld: 0,
  figures: work({}),
  ...over,
})

const staffs: StaffsDashboard = {
  asOf: '2026-11-27T15:00:00.000Z',
  scope: { kind: 'team', id: 5, name: 'Mexico City S1' },
  days: { from: '2026-11-01', to: '2026-11-27' },
  rows: [
    member({
      id: 21,
      name: 'Lucía Ramírez',
      clockIn: '08:55',
      clockOut: null,
      casesHeld: 31,
      figures: work({ dutyDays: 18, workPerformancePoint: 120, calls: 50, collectionRecords: 50 }),
    }),
    member({
      id: 22,
      name: 'Jorge Salas',
      absencesLast3Days: 1,
      leaveDaysLast7Days: 2,
      casesHeld: 12,
      figures: work({
        dutyDays: 14,
        workPerformancePoint: 30,
        calls: 10,
        whatsappMessages: 10,
        collectionRecords: 20,
      }),
    }),
  ],
}

const day = (date: string, over: Partial<StaffDayRow>): StaffDayRow => ({
  ...work({}),
  day: date,
  clockIn: null,
  clockOut: null,
  scheduled: 'work',
  ...over,
})

const details: StaffDetails = {
  asOf: '2026-11-27T15:00:00.000Z',
  member: { id: 21, name: 'Lucía Ramírez', teamName: 'Mexico City S1', timeZone: 'America/Mexico_City' },
  days: { from: '2026-11-25', to: '2026-11-27' },
  totals: work({ calls: 9, collectionRecords: 9, finishedCases: 1, dutyDays: 2, workPerformancePoint: 28 }),
  daily: [
    day('2026-11-25', {
      clockIn: '08:58',
      clockOut: '18:02',
      calls: 5,
      collectionRecords: 5,
      finishedCases: 1,
      dutyDays: 1,
      workPerformancePoint: 20,
      money: [{ currency: 'MXN', repayments: 1, repaidAmount: 120_000 }],
    }),
    day('2026-11-26', { scheduled: 'leave' }),
    day('2026-11-27', {
      clockIn: '08:55',
      calls: 4,
      collectionRecords: 4,
      dutyDays: 1,
      workPerformancePoint: 8,
    }),
  ],
}

function renderPage(page: 'staffs' | 'details') {
  signedIn.user = leader
  const api = fakeApi({
    '/dashboard/staffs': () => ({ data: staffs }),
    '/dashboard/staffs/details': () => ({ data: details }),
  })
  render(
    <I18nProvider i18n={i18n}>
      {page === 'staffs' ? (
        <StaffsDashboardPage />
      ) : (
        <StaffDetailsPage params={{ operatorId: '21', operatorName: 'Lucía Ramírez' }} />
      )}
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

describe('the staff dashboard (menu 94) and a member’s days', () => {
  it("shows each member's attendance, cases held and work, a member opening their days", async () => {
    renderPage('staffs')
    const line = await screen.findByRole('row', { name: /Lucía Ramírez/ })
    expect(cellsOf(line)).toEqual([
      'Lucía Ramírez',
      '08:55',
      '—',
      '0',
      '0',
      '31',
      '18',
      '120',
      '0',
      '50',
      '0',
      '50',
    ])
    expect(within(line).getByRole('link', { name: 'Lucía Ramírez' }).getAttribute('href')).toBe(
      '/dashboard/staffs/details/21/Luc%C3%ADa%20Ram%C3%ADrez',
    )
    const total = screen.getByRole('row', { name: /^Total/ })
    expect(cellsOf(total)).toEqual(['Total', '', '', '1', '2', '43', '32', '150', '0', '60', '10', '70'])
  })

  it("a member's details table each day with what it was on their schedule, and the totals", async () => {
    const api = renderPage('details')
    expect(await screen.findByRole('heading', { name: 'Staff details: Lucía Ramírez' })).toBeTruthy()
    const table = await screen.findByTestId('staff-days')
    const leave = await within(table).findByRole('row', { name: /Nov 26, 2026/ })
    expect(cellsOf(leave).slice(0, 4)).toEqual(['Nov 26, 2026', 'On leave', '—', '—'])
    const worked = within(table).getByRole('row', { name: /Nov 25, 2026/ })
    expect(cellsOf(worked)).toEqual([
      'Nov 25, 2026',
      'Working day',
      '08:58',
      '18:02',
      '1',
      '5',
      '0',
      '5',
      '$1,200.00 MXN',
      '20',
    ])
    expect(cellsOf(within(table).getByRole('row', { name: /^Total/ })).slice(4)).toEqual([
      '1',
      '9',
      '0',
      '9',
      '—',
      '28',
    ])
    expect(api.calls[0]?.query.get('operatorId')).toBe('21')
  })

  it('reads in Spanish', async () => {
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPage('staffs')
    await screen.findByRole('row', { name: /Lucía Ramírez/ })
    for (const header of ['Entrada', 'Salida', 'Casos en su poder', 'Días en servicio'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeTruthy()
    cleanup()
    renderPage('details')
    const table = await screen.findByTestId('staff-days')
    expect((await within(table).findByRole('row', { name: /26 nov 2026/ })).textContent).toContain(
      'De permiso',
    )
  })
})
