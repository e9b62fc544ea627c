import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'

/** First day of the week as the spec counts it: 1 Monday … 7 Sunday. */
export type FirstDayOfWeek = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** The spec's default first day of the week: 7, Sunday (section 5). */
export const defaultFirstDayOfWeek: FirstDayOfWeek = 7

/** A first day of the week given as a number or text: 1 to 7 only, anything else refused (null). */
export function parseFirstDayOfWeek(value: unknown): FirstDayOfWeek | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return /^[1-7]$/.test(text) ? (Number(text) as FirstDayOfWeek) : null
}

/**
 * The first day of the week each user chose on this browser (spec section 5: 1 to 7, 7 Sunday by
 * default), kept in local storage under the user's id. It outlives sign-out, as the language does
 * (docs/decisions/0024): it is how the person reads a calendar, not data of the session.
 */
export const firstDayOfWeekKeyPrefix = 'firstDayOfWeek:'

const keyOf = (userId: number) => `${firstDayOfWeekKeyPrefix}${userId}`
const changed = 'firstDayOfWeek-changed'

/** The user's first day of the week; a kept value that is not 1 to 7 reads as the default. */
export function readFirstDayOfWeek(userId: number): FirstDayOfWeek {
  return parseFirstDayOfWeek(localStorage.getItem(keyOf(userId))) ?? defaultFirstDayOfWeek
}

/** Keeps a first day of the week; anything but 1 to 7 is refused (false) and nothing is kept. */
export function keepFirstDayOfWeek(userId: number, value: unknown): boolean {
  const day = parseFirstDayOfWeek(value)
  if (day === null) return false
  localStorage.setItem(keyOf(userId), String(day))
  window.dispatchEvent(new Event(changed))
  return true
}

function subscribe(onChange: () => void) {
  // Another tab's choice comes as a storage event, this tab's own as the event above.
  window.addEventListener('storage', onChange)
  window.addEventListener(changed, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(changed, onChange)
  }
}

/** The user's setting and its setter, following changes made in any tab. */
export function useFirstDayOfWeekSetting(userId: number) {
  const day = useSyncExternalStore(subscribe, () => readFirstDayOfWeek(userId))
  const set = useCallback((value: FirstDayOfWeek) => keepFirstDayOfWeek(userId, value), [userId])
  return [day, set] as const
}

/** What every picker reads: the signed-in frame provides the user's setting, elsewhere the default. */
export const FirstDayOfWeekContext = createContext<FirstDayOfWeek>(defaultFirstDayOfWeek)

export const useFirstDayOfWeek = () => useContext(FirstDayOfWeekContext)
