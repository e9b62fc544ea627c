import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearBrowserDatabase } from '../../../db/database.ts'
import { readPreference, usePreference, writeListPreference } from '../../../db/preferences.ts'
import { defaultCaseListQuery, useCaseListPreferences } from './useCaseListPreferences.ts'

beforeEach(() => clearBrowserDatabase())

describe('the case list preferences', () => {
  it("start from the spec's defaults: the filter panel and the extra filters shown", async () => {
    const { result } = renderHook(() => useCaseListPreferences('all'))
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.query).toEqual(defaultCaseListQuery)
    expect(result.current.filtersShown).toBe(true)
    expect(result.current.moreShown).toBe(true)
    expect(result.current.columns).toEqual({})
  })

  it('keep the filters, sort and columns of each view apart, and the panel toggles as isCasesShow and moreOptions', async () => {
    const all = renderHook(() => useCaseListPreferences('all'))
    await waitFor(() => expect(all.result.current.ready).toBe(true))
    await act(() => all.result.current.setQuery({ filters: { deal: 'yes' }, sort: 'dueDate', order: 'asc' }))
    await act(() => all.result.current.setColumns({ owner: true, phone: false }))
    await act(() => all.result.current.showFilters(false))
    await act(() => all.result.current.showMore(false))

    const again = renderHook(() => useCaseListPreferences('all'))
    await waitFor(() => expect(again.result.current.query.sort).toBe('dueDate'))
    expect(again.result.current.query).toEqual({ filters: { deal: 'yes' }, sort: 'dueDate', order: 'asc' })
    expect(again.result.current.columns).toEqual({ owner: true, phone: false })
    expect(await readPreference('isCasesShow')).toBe('0')
    expect(await readPreference('moreOptions')).toBe('0')

    const collection = renderHook(() => useCaseListPreferences('collection'))
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
      const preferences = useCaseListPreferences('all')
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
    const { result } = renderHook(() => useCaseListPreferences('all'))
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.query).toEqual(defaultCaseListQuery)
  })
})
