import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { consoleDb } from './database.ts'
import { keptListKey, readKeptList } from './keptLists.ts'
import { listPreferenceKey, readPreferences } from './preferences.ts'

describe('the browser database', () => {
  it('opened by this version over the one before, still shows the case lists it kept, and keeps the rest', async () => {
    consoleDb.close()
    await Dexie.delete('collection-console')
    const before = new Dexie('collection-console')
    before.version(2).stores({
      preferences: 'key',
      cachedLists: 'name',
      caseLists: 'list',
      caseListEntries: '[list+position]',
      caseDetails: 'key',
    })
    await before.table('preferences').put({ key: 'collapse', value: '1' })
    const pinned = [{ id: 9, debtor: 'Ana' }]
    const summary = { cases: 2, due: '30.00' }
    await before.table('caseLists').put({
      list: '7:all',
      query: '{"sort":"due"}',
      pinned,
      nextCursor: 'c1',
      endPosition: 1,
      savedAt: 5,
      summaryQuery: '{}',
      summary,
    })
    await before.table('caseListEntries').put({ list: '7:all', position: 0, row: { id: 1, debtor: 'Bea' } })
    await before.table('caseListEntries').put({ list: '8:mine', position: 0, row: { id: 2 } })
    await before.table('caseDetails').put({ key: '7:1', detail: {}, savedAt: 1 })
    before.close()

    await consoleDb.open()
    expect(consoleDb.verno).toBe(7)
    expect(consoleDb.tables.map((table) => table.name).sort()).toEqual([
      'cachedLists',
      'caseDetails',
      'drafts',
      'keptListEntries',
      'keptLists',
      'outbox',
      'preferences',
    ])
    expect(await consoleDb.preferences.get('collapse')).toEqual({ key: 'collapse', value: '1' })
    expect(await consoleDb.caseDetails.count()).toBe(1)
    const list = keptListKey({ area: 'cases', userId: 7, view: 'all' })
    expect(await readKeptList(list, '{"sort":"due"}', '{}')).toEqual({
      rows: [{ id: 1, debtor: 'Bea' }],
      partial: false,
      pinned,
      nextCursor: 'c1',
      savedAt: 5,
      summary,
    })
    expect(await consoleDb.keptListEntries.count()).toBe(2)
  })

  it('opened over version 3, keeps the columns and filters a user chose for each case list', async () => {
    consoleDb.close()
    await Dexie.delete('collection-console')
    const before = new Dexie('collection-console')
    before.version(3).stores({
      preferences: 'key',
      cachedLists: 'name',
      keptLists: 'list',
      keptListEntries: '[list+position]',
      caseDetails: 'key',
    })
    const mine = { filters: { deal: 'yes' }, sort: 'amount', order: 'asc' }
    await before.table('preferences').bulkPut([
      { key: 'caseColumns', value: JSON.stringify({ all: { owner: true }, mine: { phone: false } }) },
      { key: 'caseFilters', value: JSON.stringify({ mine }) },
      { key: 'moreOptions', value: '0' },
    ])
    before.close()

    await consoleDb.open()
    const preferences = await readPreferences()
    expect(preferences[listPreferenceKey('listColumns', { area: 'cases', view: 'all' })]).toBe(
      '{"owner":true}',
    )
    expect(preferences[listPreferenceKey('listColumns', { area: 'cases', view: 'mine' })]).toBe(
      '{"phone":false}',
    )
    expect(
      JSON.parse(preferences[listPreferenceKey('listFilters', { area: 'cases', view: 'mine' })]!),
    ).toEqual(mine)
    expect(preferences.moreOptions).toBe('0')
    expect(preferences.caseColumns).toBeUndefined()
    expect(preferences.caseFilters).toBeUndefined()
  })
})
