import { useObservable } from 'dexie-react-hooks'
import { useCallback } from 'react'
import { consoleDb } from './database.ts'
import { sharedLiveQuery } from './sharedLiveQuery.ts'

/**
 * Interface preferences of spec section 3, with their defaults (section 9); the case lists add the
 * columns shown and the last filters and sort, each a JSON object keyed by list view.
 */
export const preferenceDefaults = {
  collapse: '0',
  moreOptions: '1',
  isCasesShow: '1',
  messageShow: '0',
  teamDetails: '',
  caseColumns: '{}',
  caseFilters: '{}',
} as const

export type PreferenceKey = keyof typeof preferenceDefaults

export type Preferences = Record<PreferenceKey, string>

export async function readPreference(key: PreferenceKey): Promise<string> {
  return (await consoleDb.preferences.get(key))?.value ?? preferenceDefaults[key]
}

export async function readPreferences(): Promise<Preferences> {
  const kept = await consoleDb.preferences.toArray()
  return { ...preferenceDefaults, ...Object.fromEntries(kept.map((row) => [row.key, row.value])) }
}

export async function writePreference(key: PreferenceKey, value: string): Promise<void> {
  await consoleDb.preferences.put({ key, value })
}

// Read once for all: the shell holds it from sign-in on, so a case list opening later has its filters
// in its first render and asks the server at once, rather than after reads of its own.
const allPreferences = sharedLiveQuery(readPreferences)

/** A preference and its setter; undefined while the first read is on its way. */
export function usePreference(key: PreferenceKey): [string | undefined, (value: string) => Promise<void>] {
  const value = useObservable(allPreferences)?.[key]
  const set = useCallback((next: string) => writePreference(key, next), [key])
  return [value, set]
}
