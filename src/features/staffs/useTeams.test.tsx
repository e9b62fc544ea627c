import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Team } from '../../../contract/system.ts'
import { readCachedList } from '../../../db/cachedLists.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { fakeApi } from '../../../tests/support/fakeApi.ts'
import { useTeams } from './useTeams.ts'

const team = (id: number, name: string, leaderName: string): Team => ({
  id,
  name,
  teamTypeId: 1,
  teamTypeCode: 'collection',
  teamTypeName: 'Collection',
  leaderId: leaderName ? id * 10 : null,
  leaderName,
  managerId: null,
  managerName: '',
  dutyDays: [1, 2, 3, 4, 5],
  memberCount: 0,
})

beforeEach(async () => {
  await clearBrowserDatabase()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const keptLeaders = async () => (await readCachedList<Team[]>('leaderList'))?.data.map((kept) => kept.name)

describe('the leaderList follows the teams', () => {
  it('keeps the teams with a leader, and after a team is given a leader, the refresh keeps it too', async () => {
    let teams = [team(1, 'Lagos S1', 'Adaeze Nwosu'), team(2, 'Night Shift', '')]
    fakeApi({ '/sys/team/all': () => ({ data: teams }) })
    const { result } = renderHook(() => useTeams(7))
    await waitFor(() => expect(result.current.teams).toHaveLength(2))
    expect(await keptLeaders()).toEqual(['Lagos S1'])

    // The team was edited: Night Shift has a leader now.
    teams = [team(1, 'Lagos S1', 'Adaeze Nwosu'), team(2, 'Night Shift', 'Tunde Bello')]
    await act(() => result.current.refresh())
    expect(await keptLeaders()).toEqual(['Lagos S1', 'Night Shift'])
  })
})
