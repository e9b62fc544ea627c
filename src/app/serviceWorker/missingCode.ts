/**
 * A screen's code that cannot be fetched after a deploy: the page still names the old chunks, which
 * the server no longer has. A reload fetches the new page and its chunks. It is done once: the
 * mark in sessionStorage stops a loop when the reload did not help, and goes when a screen loads.
 */
const reloadedKey = 'reloadedForMissingCode'

/** Browsers word a failed dynamic import differently; each names the module or its script. */
const missingCodeWords = [
  'dynamically imported module', // Chromium, Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // vite's preload helper
]

export function isMissingCode(error: unknown): boolean {
  const text = error instanceof Error ? error.message.toLowerCase() : ''
  return missingCodeWords.some((words) => text.includes(words))
}

export interface MissingCodeEnvironment {
  online: boolean
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
}

/** The page's reload, one object so a jsdom test can watch it (jsdom's location cannot be replaced). */
export const thisPage = { reload: () => window.location.reload() }

const browser = (): MissingCodeEnvironment => ({
  online: navigator.onLine,
  storage: sessionStorage,
  reload: () => thisPage.reload(),
})

/**
 * Reloads the page for a screen whose code is missing, unless it was tried already since the last
 * screen that loaded, or the browser is offline (then the network, not a deploy, is to blame, and
 * a reload would only drop what other screens hold). True when it reloads.
 */
export function reloadForMissingCode(
  error: unknown,
  environment: MissingCodeEnvironment = browser(),
): boolean {
  if (!isMissingCode(error) || !environment.online) return false
  if (environment.storage.getItem(reloadedKey)) return false
  environment.storage.setItem(reloadedKey, '1')
  environment.reload()
  return true
}

/** A screen's code came in: a later deploy may reload once again. */
export function noteCodeLoaded(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(reloadedKey)
}
