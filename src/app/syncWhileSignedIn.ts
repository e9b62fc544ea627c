import { ApiError } from '../api/apiError.ts'
import { sessionToken } from '../api/credentials.ts'
import { request } from '../api/request.ts'
import type { SessionContext } from '../api/session.ts'
import { type SyncOptions, type SyncRunner, type SyncTransport, startSync } from '../api/sync/syncRunner.ts'
import { outboxAreas } from './outboxAreas.ts'

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

/**
 * Sends the signed-in user's outbox for as long as they are signed in: started at sign-in (or when a
 * kept session is restored), stopped at sign-out, so a user's queue is only ever sent by their own
 * session. Returns the function that stops following the session.
 */
export function syncWhileSignedIn(
  session: SessionFeed,
  start: (options: SyncOptions) => SyncRunner = startSync,
): () => void {
  let running: { userId: number; runner: SyncRunner } | null = null
  const follow = () => {
    const userId = signedInUser(session)
    if (running?.userId === userId) return
    void running?.runner.stop()
    running = null
    if (userId === null) return
    askToPersist()
    const transport = sendingAs(() => session.getSnapshot().context.token)
    running = { userId, runner: start({ userId, areas: outboxAreas, transport }) }
  }
  const subscription = session.subscribe(follow)
  follow()
  return () => {
    subscription.unsubscribe()
    void running?.runner.stop()
    running = null
  }
}
