import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { Workday, WorkdayGroup, WorkdayItem } from '../../../contract/workday.ts'
import { saveCachedList } from '../../../db/cachedLists.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { keptWorkdayName } from './useWorkday.ts'
import { WorkdayWelcomePanel } from './WorkdayWelcomePanel.tsx'

const signedIn = vi.hoisted(() => ({ user: { userId: 7, roleId: 2, timeZone: 'Africa/Lagos' } }))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const item = (caseId: number, at: string | null, overrides: Partial<WorkdayItem> = {}): WorkdayItem => ({
  caseId,
  caseNo: `C${String(caseId).padStart(7, '0')}`,
  customerName: `Customer ${caseId}`,
  owner: null,
  at,
  overdue: false,
  owed: 172_500,
  currency: 'NGN',
  overdueDays: 5,
  todoText: null,
  ...overrides,
})
const group = (count: number, items: WorkdayItem[], overdue = 0): WorkdayGroup => ({ count, overdue, items })
const none = group(0, [])

const day = (overrides: Partial<Workday> = {}): Workday => ({
  date: '2026-11-25',
  asOf: '2026-11-25T10:00:00.000Z',
  scope: 'own',
  appointments: group(
    3,
    [item(11, '2026-11-25T08:00:00.000Z', { overdue: true }), item(12, '2026-11-25T14:30:00.000Z')],
    1,
  ),
  promises: group(1, [item(13, '2026-11-25T16:00:00.000Z')]),
  notContacted: group(40, [item(14, null)]),
  todos: group(1, [item(15, '2026-11-24T09:00:00.000Z', { overdue: true, todoText: 'Send the receipt' })], 1),
  members: [],
  teams: [],
  ...overrides,
})

function renderPanel() {
  const memory = memoryLocation({ path: '/welcome', record: true })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>
        <WorkdayWelcomePanel caseListPath="/cases/collection" />
      </Router>
    </I18nProvider>,
  )
  return memory
}

const card = (name: string) => screen.getByTestId(`workday-${name}`)
const countOf = (name: string) => within(card(name)).getByTestId('workday-count').textContent

beforeEach(async () => {
  await clearBrowserDatabase()
  signedIn.user = { userId: 7, roleId: 2, timeZone: 'Africa/Lagos' }
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  act(() => i18n.loadAndActivate({ locale: 'en', messages: english }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the collector's day", () => {
  it('shows each group’s count, overdue first, and one click opens a case or the whole list', async () => {
    fakeApi({ '/collection/workday/today': () => ({ data: day() }) })
    const memory = renderPanel()
    await waitFor(() => expect(countOf('appointments')).toBe('3'))
    expect(countOf('promises')).toBe('1')
    expect(countOf('notContacted')).toBe('40')
    expect(countOf('todos')).toBe('1')
    expect(within(card('appointments')).getByText('1 overdue')).toBeTruthy()

    const appointments = within(card('appointments')).getAllByTestId('workday-item')
    // On the collector's Lagos clock: 09:00 (overdue, first) then 15:30; owed money as Nigeria writes it.
    expect(appointments.map((link) => link.textContent)).toEqual([
      expect.stringContaining('09:00'),
      expect.stringContaining('15:30'),
    ])
    expect(appointments[0]!.textContent).toContain('Customer 11')
    expect(appointments[0]!.textContent).toContain('₦1,725.00')
    expect(within(card('todos')).getByText('Send the receipt')).toBeTruthy()

    fireEvent.click(appointments[1]!)
    expect(memory.history?.at(-1)).toBe('/cases/all/details/12')
    fireEvent.click(within(card('notContacted')).getByText('See all 40 in the case list'))
    expect(memory.history?.at(-1)).toBe('/cases/collection?dueToday=notContacted')
  })

  it('says "Nothing due today" when every group is empty, in English and in Spanish', async () => {
    const empty = day({ appointments: none, promises: none, notContacted: none, todos: none })
    fakeApi({ '/collection/workday/today': () => ({ data: empty }) })
    renderPanel()
    expect((await screen.findByTestId('workday-nothing-due')).textContent).toBe('Nothing due today.')
    cleanup()
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    renderPanel()
    expect((await screen.findByTestId('workday-nothing-due')).textContent).toBe('Nada vence hoy.')
  })

  it('offline, shows the day kept from last time and says how old it is', async () => {
    await saveCachedList(keptWorkdayName(7), day())
    fakeApi({ '/collection/workday/today': () => 'offline' })
    renderPanel()
    await waitFor(() => expect(countOf('appointments')).toBe('3'))
    expect((await screen.findByTestId('freshness')).textContent).toContain('Showing the copy saved')
  })
})

describe('a day kept by an older version', () => {
  it('shows without the teams’ table when the kept copy has none', async () => {
    signedIn.user = { userId: 3, roleId: 1, timeZone: 'America/Mexico_City' }
    const { teams: _none, ...older } = day({ scope: 'all' })
    await saveCachedList(keptWorkdayName(3), older)
    fakeApi({ '/collection/workday/today': () => 'offline' })
    renderPanel()
    await waitFor(() => expect(countOf('appointments')).toBe('3'))
    expect(screen.queryByTestId('workday-teams')).toBeNull()
  })
})

describe("a team leader's day", () => {
  it('lists the members, most overdue first, and a name opens that member’s day', async () => {
    signedIn.user = { userId: 4, roleId: 4, timeZone: 'Africa/Lagos' }
    const member = (userId: number, name: string, overdueAppointments: number) => ({
      userId,
      name,
      overdueAppointments,
      appointments: overdueAppointments + 1,
      promises: 0,
      notContacted: 3,
      todos: 0,
    })
    const team = day({
      scope: 'team',
      members: [member(21, 'Ada Obi', 1), member(22, 'Bola Ade', 4)],
    })
    const { calls } = fakeApi({
      '/collection/workday/today': (query) =>
        query.get('memberId') === '22'
          ? { data: day({ appointments: group(5, [item(31, '2026-11-25T08:00:00.000Z')]) }) }
          : { data: team },
    })
    const memory = renderPanel()
    expect(await screen.findByText('Your team’s day')).toBeTruthy()
    const rows = within(screen.getByTestId('workday-members')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['Bola Ade', 'Ada Obi'])

    fireEvent.click(screen.getByRole('button', { name: 'Bola Ade' }))
    expect(await screen.findByText('Bola Ade’s day')).toBeTruthy()
    await waitFor(() => expect(countOf('appointments')).toBe('5'))
    expect(calls.at(-1)!.query.get('memberId')).toBe('22')
    // Her "See all" opens the case list filtered to the group and to her cases.
    fireEvent.click(within(card('appointments')).getByText('See all 5 in the case list'))
    expect(memory.history?.at(-1)).toBe('/cases/collection?dueToday=appointments&ownerId=22')
    expect(screen.queryByTestId('workday-members')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the team' }))
    expect(await screen.findByTestId('workday-members')).toBeTruthy()
  })
})

describe("a manager's day", () => {
  it('lists the teams each with its own day, most overdue first, and a team opens its day on its clock', async () => {
    signedIn.user = { userId: 3, roleId: 1, timeZone: 'America/Mexico_City' }
    const teamRow = (teamId: number, name: string, timeZone: string, date: string, overdue: number) => ({
      teamId,
      name,
      timeZone,
      date,
      overdueAppointments: overdue,
      appointments: overdue + 2,
      promises: 0,
      notContacted: 4,
      todos: 1,
    })
    const all = day({
      scope: 'all',
      teams: [
        teamRow(1, 'CDMX Collection', 'America/Mexico_City', '2026-11-25', 0),
        teamRow(2, 'Lagos S1 Collection', 'Africa/Lagos', '2026-11-26', 3),
      ],
    })
    const lagos = day({
      scope: 'team',
      date: '2026-11-26',
      appointments: group(2, [item(41, '2026-11-26T10:00:00.000Z')]),
      members: [
        {
          userId: 21,
          name: 'Ada Obi',
          overdueAppointments: 0,
          appointments: 2,
          promises: 0,
          notContacted: 1,
          todos: 0,
        },
      ],
    })
    const { calls } = fakeApi({
      '/collection/workday/today': (query) => ({ data: query.get('teamId') === '2' ? lagos : all }),
    })
    renderPanel()
    expect(await screen.findByText('Your teams’ day')).toBeTruthy()
    const rows = within(screen.getByTestId('workday-teams')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Lagos S1 Collection',
      'CDMX Collection',
    ])
    // Each team says which day it is on its own clock.
    expect(rows[0]!.textContent).toContain('Nov 26, 2026')
    expect(rows[0]!.textContent).toContain('Lagos time')
    expect(rows[1]!.textContent).toContain('Nov 25, 2026')
    fireEvent.click(screen.getByRole('button', { name: 'Lagos S1 Collection' }))
    expect(await screen.findByText('The day of Lagos S1 Collection')).toBeTruthy()
    expect(calls.at(-1)!.query.get('teamId')).toBe('2')
    // Its times on Lagos's clock: 11:00 there.
    await waitFor(() => expect(countOf('appointments')).toBe('2'))
    expect(within(card('appointments')).getAllByTestId('workday-item')[0]!.textContent).toContain('11:00')
    expect(await screen.findByTestId('workday-members')).toBeTruthy()
    expect(screen.queryByTestId('workday-teams')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to all teams' }))
    expect(await screen.findByTestId('workday-teams')).toBeTruthy()
  })
})
