import { offerNewVersion } from './newVersionOffer.ts'

/** The part of workbox-window's `Workbox` used here, so a test can stand in for it. */
export interface ServiceWorkerHandle {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isExternal?: boolean }) => void): void
  register(): Promise<unknown>
  update(): Promise<void>
  messageSkipWaiting(): void
}

export interface RegisterOptions {
  reload: () => void
  /** How often an open console asks whether a new version was deployed. */
  checkEveryMs?: number
  /**
   * Whether a service worker served this page. A page no worker served came from the network, so
   * it is the newest code: the first worker taking control of it (installed by this page or by one
   * a moment before, as a reload while it installs does) is no new version.
   */
  controlledAtStart?: boolean
}

/**
 * Registers the console's service worker and turns its updates into an offer. A new version waits
 * until the user takes it (the banner), so a form being filled is never reloaded under the user:
 * taking it tells the waiting worker to take over, and this page reloads once it does. When another
 * tab took the new version, this page's code is stale (its screens' old chunks are gone from the
 * cache): it is offered a plain reload, again at the user's moment. Answers a stop for the checks.
 */
export async function registerServiceWorker(
  worker: ServiceWorkerHandle,
  { reload, checkEveryMs = 30 * 60_000, controlledAtStart = true }: RegisterOptions,
): Promise<() => void> {
  let taking = false
  worker.addEventListener('waiting', () => {
    offerNewVersion(() => {
      taking = true
      worker.messageSkipWaiting()
    })
  })
  worker.addEventListener('controlling', (event) => {
    if (taking) reload()
    else if (event.isExternal && controlledAtStart) offerNewVersion(reload)
  })
  try {
    await worker.register()
  } catch {
    // A browser that refuses service workers (a private window, a policy, a test that blocks them)
    // runs the console online only, as before it had one: nothing to check for, nothing thrown.
    return () => {}
  }
  const checks = setInterval(() => {
    // A failed check (offline) is tried again at the next one.
    worker.update().catch(() => {})
  }, checkEveryMs)
  return () => clearInterval(checks)
}

/**
 * The built console registers `/sw.js` (vite-plugin-pwa's generateSW) once the page has loaded;
 * the development server has no service worker. workbox-window comes in its own chunk, after the
 * first screen, so it costs the shell nothing.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void import('workbox-window').then(({ Workbox }) =>
    registerServiceWorker(new Workbox('/sw.js', { scope: '/' }), {
      reload: () => window.location.reload(),
      controlledAtStart: navigator.serviceWorker.controller !== null,
    }),
  )
}
