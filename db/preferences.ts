import { useObservable } from 'dexie-react-hooks'
import { useCallback, useMemo } from 'react'
import type { z } from 'zod'
import { consoleDb } from './database.ts'
import { sharedLiveQuery } from './sharedLiveQuery.ts'

/** Interface preferences of spec section 3, with their defaults (section 9). */
export const preferenceDefaults = {
  collapse: '0',
  moreOptions: '1',
  isCasesShow: '1',
  messageShow: '0',
  teamDetails: '',
} as const

export type PreferenceKey = keyof typeof preferenceDefaults

/** The spec's preferences, and what each list keeps (listPreferenceKey) under keys of its own. */
export type Preferences = Record<PreferenceKey, string> & Partial<Record<string, string>>

/**
 * What every list keeps of its user's choices, each a JSON value under a key of its own per area and
 * view (as the kept lists are keyed, without the user: preferences go on sign-out), so a new area's
 * list keeps its choices with nothing added here.
 */
export type ListPreferenceKind = 'listColumns' | 'listFilters'

/** Which list a preference belongs to: an area's view (`cases`, `all`). */
export interface ListName {
  area: string
  view: string
}

export const listPreferenceKey = (kind: ListPreferenceKind, { area, view }: ListName) =>
  `${kind}:${area}:${view}`

export async function readPreference(key: PreferenceKey): Promise<string> {
  return (await consoleDb.preferences.get(key))?.value ?? preferenceDefaults[key]
}

export async function readPreferences(): Promise<Preferences> {
  return { ...preferenceDefaults, ...(await readChosenPreferences()) }
}

/** Only the preferences the user set (or a sign-in brought), without the defaults. */
async function readChosenPreferences(): Promise<Partial<Record<string, string>>> {
  const kept = await consoleDb.preferences.toArray()
  return Object.fromEntries(kept.map((row) => [row.key, row.value]))
}

export async function writePreference(key: PreferenceKey, value: string): Promise<void> {
  await consoleDb.preferences.put({ key, value })
}

/** Keeps a list's value of one kind (what useListPreference reads back). */
export async function writeListPreference(kind: ListPreferenceKind, list: ListName, value: unknown) {
  await consoleDb.preferences.put({ key: listPreferenceKey(kind, list), value: JSON.stringify(value) })
}

// Read once for all: the shell holds it from sign-in on, so a case list opening later has its filters
// in its first render and asks the server at once, rather than after reads of its own.
const allPreferences = sharedLiveQuery(readChosenPreferences)

/**
 * Follows one preference without React (the shell, whose first load does not open the database): its
 * value now, once read, and at each change; the spec's default until the user sets it.
 */
export function watchPreference(key: PreferenceKey, next: (value: string) => void): { unsubscribe(): void } {
  return allPreferences.subscribe((chosen) => next(chosen[key] ?? preferenceDefaults[key]))
}

/**
 * A preference and its setter; undefined while the first read is on its way. Until the user sets it,
 * it is `unset` when given (a default that depends on the screen), else the spec's default.
 */
export function usePreference(
  key: PreferenceKey,
  unset: string = preferenceDefaults[key],
): [string | undefined, (value: string) => Promise<void>] {
  const chosen = useObservable(allPreferences)
  const value = chosen === undefined ? undefined : (chosen[key] ?? unset)
  const set = useCallback((next: string) => writePreference(key, next), [key])
  return [value, set]
}

function parsedOrNothing(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * What a list keeps of one kind (the columns shown of a view, say). A kept value is checked like any
 * input: one an older version stored, or a hand-edited one, falls back to `fallback` instead of
 * breaking the list. `ready` is false until the preferences are read.
 */
export function useListPreference<T>(
  kind: ListPreferenceKind,
  list: ListName,
  schema: z.ZodType<T>,
  fallback: T,
) {
  const key = listPreferenceKey(kind, list)
  const preferences = useObservable(allPreferences)
  const text = preferences?.[key]
  const value = useMemo(() => {
    const parsed = schema.safeParse(parsedOrNothing(text))
    return parsed.success ? parsed.data : fallback
  }, [text, schema, fallback])
  const { area, view } = list
  const set = useCallback((next: T) => writeListPreference(kind, { area, view }, next), [kind, area, view])
  return { value, set, ready: preferences !== undefined }
}
