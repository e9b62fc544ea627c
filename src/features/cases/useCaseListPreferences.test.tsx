import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { roleIds } from '../../../contract/menus.ts'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { readPreference, usePreference, writeListPreference } from '../../../db/preferences.ts'
import {
  collectorCaseListQuery,
  defaultCaseListQuery,
  useCaseListPreferences,
} from './useCaseListPreferences.ts'

beforeEach(() => clearBrowserDatabase())

describe('the case list preferences', () => {
  it("start from the spec's defaults on a tall screen: the filter panel and the extra filters shown", async () => {
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900)
    const { result } = renderHook(() => useCaseListPreferences('all', roleIds.manager))
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.query).toEqual(defaultCaseListQuery)
    expect(result.current.filtersShown).toBe(true)
    expect(result.current.moreShown).toBe(true)
    expect(result.current.columns).toEqual({})
    height.mockRestore()
  })

  it('show fewer filter options on a short screen until the user asks for more, and keep that choice', async () => {
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(720)
    const first = renderHook(() => useCaseListPreferences('all', roleIds.manager))
    await waitFor(() => expect(first.result.current.ready).toBe(true))
    expect(first.result.current.filtersShown).toBe(true)
    expect(first.result.current.moreShown).toBe(false)
    await act(() => first.result.current.showMore(true))

    const again = renderHook(() => useCaseListPreferences('all', roleIds.manager))
    await waitFor(() => expect(again.result.current.moreShown).toBe(true))
    height.mockRestore()
  })

  it('keep the filters, sort and columns of each view apart, and the panel toggles as isCasesShow and moreOptions', async () => {
    const all = renderHook(() => useCaseListPreferences('all', roleIds.manager))
    await waitFor(() => expect(all.result.current.ready).toBe(true))
    await act(() => all.result.current.setQuery({ filters: { deal: 'yes' }, sort: 'dueDate', order: 'asc' }))
    await act(() => all.result.current.setColumns({ owner: true, phone: false }))
    await act(() => all.result.current.showFilters(false))
    await act(() => all.result.current.showMore(false))

    const again = renderHook(() => useCaseListPreferences('all', roleIds.manager))
    await waitFor(() => expect(again.result.current.query.sort).toBe('dueDate'))
    expect(again.result.current.query).toEqual({ filters: { deal: 'yes' }, sort: 'dueDate', order: 'asc' })
    expect(again.result.current.columns).toEqual({ owner: true, phone: false })
    expect(await readPreference('isCasesShow')).toBe('0')
    expect(await readPreference('moreOptions')).toBe('0')

    const collection = renderHook(() => useCaseListPreferences('collection', roleIds.manager))
    await waitFor(() => expect(collection.result.current.ready).toBe(true))
    expect(collection.result.current.query).toEqual(defaultCaseListQuery)
  })

  it('opened while the shell holds the preferences, a list has its filters in its first render', async () => {
    await writeListPreference(
      'listFilters',
      { area: 'cases', view: 'all' },
      {
        filters: {},
        sort: 'amount',
        order: 'asc',
      },
    )
    // Another part of the screen (the shell) holds the preferences already.
    const shell = renderHook(() => usePreference('collapse'))
    await waitFor(() => expect(shell.result.current[0]).toBe('0'))
    const firstRenders: Array<{ ready: boolean; sort: string }> = []
    renderHook(() => {
      const preferences = useCaseListPreferences('all', roleIds.manager)
      firstRenders.push({ ready: preferences.ready, sort: preferences.query.sort })
      return preferences
    })
    // Ready at once, so the list asks the server in its first effect, with the kept sort.
    expect(firstRenders[0]).toEqual({ ready: true, sort: 'amount' })
    shell.unmount()
  })

  it('a kept filter the contract no longer accepts falls back to the defaults', async () => {
    await writeListPreference(
      'listFilters',
      { area: 'cases', view: 'all' },
      {
        filters: { allocatedFrom: '2026-05-02', allocatedTo: '2026-05-01' },
        sort: 'amount',
        order: 'asc',
      },
    )
    const { result } = renderHook(() => useCaseListPreferences('all', roleIds.manager))
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.query).toEqual(defaultCaseListQuery)
  })

  it("open a collector's lists in the work queue, keep the filters they set there, and their sort once they choose one", async () => {
    const all = renderHook(() => useCaseListPreferences('all', roleIds.collector))
    await waitFor(() => expect(all.result.current.ready).toBe(true))
    expect(all.result.current.query).toEqual(collectorCaseListQuery)
    expect(collectorCaseListQuery).toMatchObject({ sort: 'workQueue', order: 'asc' })

    await act(() => all.result.current.setQuery({ ...collectorCaseListQuery, filters: { deal: 'yes' } }))
    await waitFor(() => expect(all.result.current.query.filters).toEqual({ deal: 'yes' }))
    expect(all.result.current.query.sort).toBe('workQueue')

    await act(() => all.result.current.setQuery({ filters: { deal: 'yes' }, sort: 'amount', order: 'desc' }))
    const again = renderHook(() => useCaseListPreferences('all', roleIds.collector))
    await waitFor(() => expect(again.result.current.query.sort).toBe('amount'))
    // A filter set afterwards keeps the sort they chose.
    await act(() => again.result.current.setQuery({ ...again.result.current.query, filters: {} }))
    await waitFor(() =>
      expect(again.result.current.query).toEqual({ filters: {}, sort: 'amount', order: 'desc' }),
    )

    const working = renderHook(() => useCaseListPreferences('collection', roleIds.collector))
    await waitFor(() => expect(working.result.current.ready).toBe(true))
    expect(working.result.current.query).toEqual(collectorCaseListQuery)
  })

  it("a collector's filters kept before the work queue existed keep their sort only if it was chosen", async () => {
    const keep = (view: string, sort: string, order: string) =>
      writeListPreference('listFilters', { area: 'cases', view }, { filters: { deal: 'no' }, sort, order })
    // The old default order, kept beside a filter: never chosen, so the queue replaces it.
    await keep('all', 'allocatedAt', 'desc')
    // Any other order was chosen by the user, and stays.
    await keep('collection', 'dueDate', 'asc')
    const all = renderHook(() => useCaseListPreferences('all', roleIds.collector))
    const working = renderHook(() => useCaseListPreferences('collection', roleIds.collector))
    await waitFor(() => expect(all.result.current.query.filters).toEqual({ deal: 'no' }))
    expect(all.result.current.query).toEqual({ filters: { deal: 'no' }, sort: 'workQueue', order: 'asc' })
    await waitFor(() => expect(working.result.current.query.filters).toEqual({ deal: 'no' }))
    expect(working.result.current.query).toEqual({ filters: { deal: 'no' }, sort: 'dueDate', order: 'asc' })
  })

  it("show a team leader's and a manager's lists with each case's owner and the column they are sorted by; a collector's as before", async () => {
    const leader = renderHook(() => useCaseListPreferences('collection', roleIds.teamLeader))
    const manager = renderHook(() => useCaseListPreferences('all', roleIds.manager))
    const collector = renderHook(() => useCaseListPreferences('collection', roleIds.collector))
    for (const team of [leader, manager]) {
      await waitFor(() => expect(team.result.current.ready).toBe(true))
      const { visibility, query } = team.result.current
      expect(query.sort).toBe('allocatedAt')
      expect(visibility.owner).toBe(true)
      expect(visibility.allocatedAt).toBe(true)
    }
    await waitFor(() => expect(collector.result.current.ready).toBe(true))
    expect(collector.result.current.visibility.owner).toBe(false)
    expect(collector.result.current.visibility.phone).not.toBe(false)
    // Hiding the column the list is sorted by does not hide it; sorting by a hidden one shows it.
    await act(() => leader.result.current.setColumns({ allocatedAt: false }))
    expect(leader.result.current.visibility.allocatedAt).toBe(true)
    await act(() => collector.result.current.setQuery({ filters: {}, sort: 'allocatedAt', order: 'desc' }))
    await waitFor(() => expect(collector.result.current.visibility.allocatedAt).toBe(true))
  })
})
