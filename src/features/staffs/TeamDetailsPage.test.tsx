import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { TeamDetails, TeamMemberRow } from '../../../contract/staffs.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { messages as english } from '../../locales/en/messages.po'
import { messages as spanish } from '../../locales/es/messages.po'
import { TeamDetailsPage } from './TeamDetailsPage.tsx'

const signedIn = vi.hoisted(() => ({
  user: {
    userId: 1,
    roleId: 1,
    menuIdList: [1, 2, 75, 104, 34, 89, 95],
    timeZone: 'America/Mexico_City',
    teamName: null,
  },
}))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const member = (id: number, overrides: Partial<TeamMemberRow>): TeamMemberRow => ({
  id,
  name: `Member ${id}`,
  roleId: 2,
  roleName: 'Collector',
  timeZone: 'Africa/Lagos',
  today: '2026-03-09',
  attendance: 'notClockedIn',
  clockIn: null,
  clockOut: null,
  absencesLast3Days: 0,
  leaveDaysLast7Days: 0,
  openCases: 0,
  valid: true,
  ...overrides,
})

const lagos: TeamDetails = {
  team: {
    id: 4,
    name: 'Lagos S1 Collection',
    teamTypeId: 1,
    teamTypeCode: 'collection',
    teamTypeName: 'Collection',
    leaderId: 11,
    leaderName: 'Adaeze Nwosu',
    managerId: 1,
    managerName: 'Roberto Castillo',
    dutyDays: [1, 2, 3, 4, 5, 6],
    memberCount: 3,
  },
  members: [
    // 07:02 UTC is 08:02 on the Lagos member's own clock.
    member(11, {
      name: 'Adaeze Nwosu',
      roleId: 4,
      attendance: 'clockedIn',
      clockIn: '2026-03-09T07:02:00.000Z',
    }),
    member(12, { name: 'Chinedu Okafor', attendance: 'onLeave', leaveDaysLast7Days: 2, openCases: 17 }),
    member(13, {
      name: 'Ana Torres',
      timeZone: 'America/Mexico_City',
      attendance: 'clockedOut',
      clockIn: '2026-03-09T15:00:00.000Z',
      clockOut: '2026-03-10T00:30:00.000Z',
      absencesLast3Days: 1,
      openCases: 5,
      valid: false,
    }),
  ],
  openCases: 30,
}

function renderDetails(teamId = '4') {
  const memory = memoryLocation({ path: `/staffs/teams/details/${teamId}`, record: true })
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook}>
        <TeamDetailsPage kind="collection" params={{ teamId }} />
      </Router>
    </I18nProvider>,
  )
  return memory
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })

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

describe("a team's details", () => {
  it("shows who leads it and each member's attendance today on their own clock, and their open cases", async () => {
    const { calls } = fakeApi({ '/sys/team/details': () => ({ data: lagos }) })
    renderDetails()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Lagos S1 Collection' })).toBeTruthy())
    expect(calls[0]?.query.get('teamId')).toBe('4')
    expect(screen.getByText('Roberto Castillo')).toBeTruthy()
    expect(within(rowOf('Adaeze Nwosu')).getByText('Clocked in at 08:02')).toBeTruthy()
    expect(within(rowOf('Adaeze Nwosu')).getByText('Team leader')).toBeTruthy()
    expect(within(rowOf('Chinedu Okafor')).getByText('On leave')).toBeTruthy()
    // 00:30 UTC on the 10th is still 18:30 on the 9th in Mexico City.
    expect(within(rowOf('Ana Torres')).getByText('Clocked out at 18:30')).toBeTruthy()
    expect(within(rowOf('Ana Torres')).getByText('Invalid')).toBeTruthy()
    expect(screen.getByText("The team's open cases: 30")).toBeTruthy()
  })

  it("opens a member's open cases, the member in the staff list, and the team's cases", async () => {
    fakeApi({ '/sys/team/details': () => ({ data: lagos }) })
    const memory = renderDetails()
    fireEvent.click(await screen.findByRole('link', { name: 'Open cases of Chinedu Okafor: 17' }))
    expect(memory.history?.at(-1)).toBe('/cases/all?ownerId=12&closed=no')
    fireEvent.click(screen.getByRole('link', { name: 'Ana Torres' }))
    expect(memory.history?.at(-1)).toBe('/staffs/index?search=Ana+Torres')
    fireEvent.click(screen.getByRole('link', { name: "The team's open cases: 30" }))
    expect(memory.history?.at(-1)).toBe('/cases/all?teamId=4&closed=no')
  })

  it('reads in Spanish for a Spanish user', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    fakeApi({ '/sys/team/details': () => ({ data: lagos }) })
    renderDetails()
    await waitFor(() => expect(within(rowOf('Adaeze Nwosu')).getByText('Entrada a las 08:02')).toBeTruthy())
    expect(within(rowOf('Chinedu Okafor')).getByText('De permiso')).toBeTruthy()
    expect(screen.getByText('Asistencia hoy')).toBeTruthy()
  })

  it('a team leader refused another team is told so, with the way back to the teams', async () => {
    fakeApi({
      '/sys/team/details': () => ({
        code: 'staffs.notYourTeam',
        message: 'You may see and allocate only within your own team.',
        status: 403,
      }),
    })
    renderDetails('5')
    expect(await screen.findByText('This team is not yours')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Teams' }).getAttribute('href')).toBe('/staffs/teams')
    expect(screen.queryByText('Lagos S1 Collection')).toBeNull()
  })
})
