import { ApiError } from '../api/apiError.ts'
import { sessionToken } from '../api/credentials.ts'
import { request } from '../api/request.ts'
import type { SessionContext } from '../api/session.ts'
import type { SyncOptions, SyncRunner, SyncTransport } from '../api/sync/syncRunner.ts'
import { reloadForMissingCode } from './serviceWorker/missingCode.ts'

/** What this needs of the session actor: who is signed in, as it changes. */
export interface SessionFeed {
  getSnapshot(): { matches(state: 'signedIn'): boolean; context: SessionContext }
  subscribe(listener: () => void): { unsubscribe(): void }
}

function signedInUser(session: SessionFeed): number | null {
  const snapshot = session.getSnapshot()
  return snapshot.matches('signedIn') ? (snapshot.context.user?.userId ?? null) : null
}

/**
 * The request helper, for one tab's session only. The token lives in storage every tab shares, so
 * another tab signing in someone else would have this tab's writes sent as that person: while the
 * stored token is not this tab's, nothing is sent (the tab reloads into the new session shortly).
 */
export function sendingAs(
  tabToken: () => string | null,
  send: SyncTransport = (endpoint, input) => request(endpoint, input as never),
): SyncTransport {
  return (endpoint, input) => {
    if (sessionToken() !== tabToken())
      return Promise.reject(
        new ApiError({
          type: 'offline',
          code: 'session.changedElsewhere',
          message: 'Another tab changed who is signed in; nothing is sent from this one.',
        }),
      )
    return send(endpoint, input)
  }
}

/** Asks the browser to keep the outbox through storage pressure; a refusal changes nothing. */
function askToPersist(): void {
  void navigator.storage?.persist?.().catch(() => false)
}

/** What a runner is started with here: the user and the transport; the areas come with the runner. */
export type SyncStart = Omit<SyncOptions, 'areas'>

/**
 * The sync runner with the areas whose writes it sends, loaded once someone is signed in: they carry
 * every area's actions and schemas, which the shell's first paint does not need (issue 28).
 */
async function startSyncWhenLoaded(options: SyncStart): Promise<SyncRunner> {
  const [{ startSync }, { outboxAreas }] = await Promise.all([
    import('../api/sync/syncRunner.ts'),
    import('./outboxAreas.ts'),
  ])
  return startSync({ ...options, areas: outboxAreas })
}

/** Stops a runner, also one still loading: it stops as soon as it has started. */
function stopRunner(runner: Promise<SyncRunner>): Promise<void> {
  return runner.then(
    (started) => started.stop(),
    () => {},
  )
}

/**
 * Sends the signed-in user's outbox for as long as they are signed in: started at sign-in (or when a
 * kept session is restored), stopped at sign-out, so a user's queue is only ever sent by their own
 * session. Returns the function that stops following the session.
 */
export function syncWhileSignedIn(
  session: SessionFeed,
  start: (options: SyncStart) => Promise<SyncRunner> = startSyncWhenLoaded,
): () => void {
  let running: { userId: number; runner: Promise<SyncRunner> } | null = null
  const follow = () => {
    const userId = signedInUser(session)
    if (running?.userId === userId) return
    if (running) void stopRunner(running.runner)
    running = null
    if (userId === null) return
    askToPersist()
    const transport = sendingAs(() => session.getSnapshot().context.token)
    const runner = start({ userId, transport })
    // A runner whose code is gone after a deploy: one reload brings the new version's. Otherwise it
    // sends nothing until the next sign-in or reload; the outbox keeps the writes meanwhile.
    runner.catch((error: unknown) => {
      if (!reloadForMissingCode(error)) console.error('The outbox could not start sending', error)
    })
    running = { userId, runner }
  }
  const subscription = session.subscribe(follow)
  follow()
  return () => {
    subscription.unsubscribe()
    if (running) void stopRunner(running.runner)
    running = null
  }
}
