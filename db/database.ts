import { Dexie, type EntityTable } from 'dexie'

export interface PreferenceRow {
  key: string
  value: string
}

export interface CachedListRow {
  name: string
  data: unknown
  /** When the server last confirmed this copy (ms since epoch). */
  savedAt: number
}

/** The browser's database: preferences and cached lists now; screens' data and the outbox join later. */
export const consoleDb = new Dexie('collection-console') as Dexie & {
  preferences: EntityTable<PreferenceRow, 'key'>
  cachedLists: EntityTable<CachedListRow, 'name'>
}

consoleDb.version(1).stores({ preferences: 'key', cachedLists: 'name' })

/** Everything kept for the signed-in user goes on sign-out. */
export async function clearBrowserDatabase(): Promise<void> {
  await consoleDb.transaction('rw', consoleDb.preferences, consoleDb.cachedLists, async () => {
    await consoleDb.preferences.clear()
    await consoleDb.cachedLists.clear()
  })
}
