import { beforeEach, describe, expect, it } from 'vitest'
import { readCachedList, saveCachedList } from './cachedLists.ts'
import { clearBrowserDatabase } from './database.ts'
import { readPreference, writePreference } from './preferences.ts'

beforeEach(() => clearBrowserDatabase())

describe('preferences', () => {
  it("start from the spec's defaults: moreOptions '1', isCasesShow '1', messageShow '0'", async () => {
    expect(await readPreference('moreOptions')).toBe('1')
    expect(await readPreference('isCasesShow')).toBe('1')
    expect(await readPreference('messageShow')).toBe('0')
  })

  it('keep what the user chose, and sign-out clears them with the cached lists', async () => {
    await writePreference('collapse', '1')
    await saveCachedList('appList', [{ id: 1 }])
    expect(await readPreference('collapse')).toBe('1')
    expect((await readCachedList('appList'))?.data).toEqual([{ id: 1 }])
    await clearBrowserDatabase()
    expect(await readPreference('collapse')).toBe('0')
    expect(await readCachedList('appList')).toBeUndefined()
  })
})
