import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { Team } from '../../../contract/system.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { TeamListPage } from './TeamListPage.tsx'

const signedIn = vi.hoisted(() => ({
  user: {
    userId: 1,
    roleId: 1,
    menuIdList: [1, 2, 75, 104],
    timeZone: 'America/Mexico_City',
    teamId: null as number | null,
    teamName: null as string | null,
  },
}))
vi.mock('../../api/session.ts', () => ({ useCurrentUser: () => signedIn.user }))

const team = (id: number, name: string, teamTypeCode: string): Team => ({
  id,
  name,
  teamTypeId: teamTypeCode === 'sales' ? 2 : 1,
  teamTypeCode,
  teamTypeName: teamTypeCode === 'sales' ? 'Sales' : 'Collection',
  leaderId: null,
  leaderName: '',
  managerId: null,
  managerName: '',
  dutyDays: [1, 2, 3, 4, 5],
  memberCount: 2,
})
const teams = [
  team(1, 'Lagos S1 Collection', 'collection'),
  team(2, 'CDMX S2 Collection', 'collection'),
  team(3, 'CDMX Sales', 'sales'),
]

function renderList(kind: 'collection' | 'sales') {
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: '/staffs/teams' }).hook}>
        <TeamListPage kind={kind} />
      </Router>
    </I18nProvider>,
  )
}

beforeEach(async () => {
  await clearBrowserDatabase()
  fakeApi({ '/sys/team/all': () => ({ data: teams }), '/sys/team/allTeamType': () => ({ data: [] }) })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const detailsLink = (name: string) => screen.queryByRole('link', { name: `Details of ${name}` })

describe('the teams and the team sellers, one page', () => {
  it('shows a manager the collection teams on teams and the sales teams on team sellers, each opening its details', async () => {
    signedIn.user = { ...signedIn.user, roleId: 1, teamId: null, teamName: null, menuIdList: [1, 2, 75, 104] }
    renderList('sales')
    await waitFor(() =>
      expect(detailsLink('CDMX Sales')?.getAttribute('href')).toBe('/staffs/teamsellers/details/3'),
    )
    expect(screen.queryByText('Lagos S1 Collection')).toBeNull()
    cleanup()
    renderList('collection')
    await waitFor(() =>
      expect(detailsLink('Lagos S1 Collection')?.getAttribute('href')).toBe('/staffs/teams/details/1'),
    )
    expect(screen.queryByText('CDMX Sales')).toBeNull()
  })

  it("a sales team's leader without the team sellers finds their own team on teams, and opens only it", async () => {
    signedIn.user = { ...signedIn.user, roleId: 4, teamId: 3, teamName: 'CDMX Sales', menuIdList: [1, 2, 75] }
    renderList('collection')
    await waitFor(() =>
      expect(detailsLink('CDMX Sales')?.getAttribute('href')).toBe('/staffs/teamsellers/details/3'),
    )
    expect(screen.getByText('Lagos S1 Collection')).toBeTruthy()
    expect(detailsLink('Lagos S1 Collection')).toBeNull()
  })

  it('offers a team leader Edit on their own team only, and never Add team: the server would refuse the rest', async () => {
    signedIn.user = {
      ...signedIn.user,
      roleId: 4,
      teamId: 1,
      teamName: 'Lagos S1 Collection',
      menuIdList: [1, 2, 75],
    }
    renderList('collection')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Lagos S1 Collection' })).toBeTruthy())
    expect(screen.getByText('CDMX S2 Collection')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Edit CDMX S2 Collection' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add team' })).toBeNull()
    cleanup()
    signedIn.user = { ...signedIn.user, roleId: 1, teamId: null, teamName: null, menuIdList: [1, 2, 75, 104] }
    renderList('collection')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit CDMX S2 Collection' })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Add team' })).toBeTruthy()
  })
})
