import { beforeEach, describe, expect, it } from 'vitest'
import { readCachedList, saveCachedList, updateCachedList } from './cachedLists.ts'
import { clearBrowserDatabase } from './database.ts'

beforeEach(() => clearBrowserDatabase())

describe("an area's kept answer", () => {
  it('is changed in place, keeping when the server last confirmed it', async () => {
    await saveCachedList('simCards:7:records', [{ id: 1, read: false }])
    const saved = await readCachedList('simCards:7:records')
    await updateCachedList<Array<{ id: number; read: boolean }>>('simCards:7:records', (rows) =>
      rows.map((row) => ({ ...row, read: true })),
    )
    expect(await readCachedList('simCards:7:records')).toEqual({
      data: [{ id: 1, read: true }],
      savedAt: saved?.savedAt,
    })
  })

  it('a change to an answer never kept keeps nothing', async () => {
    await updateCachedList('simCards:8:records', () => ['made up'])
    expect(await readCachedList('simCards:8:records')).toBeUndefined()
  })
})
