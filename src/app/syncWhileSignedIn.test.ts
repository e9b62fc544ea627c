import { describe, expect, it, vi } from 'vitest'
import { health } from '../../contract/system.ts'
import { eventually } from '../../tests/support/eventually.ts'
import { ApiError } from '../api/apiError.ts'
import type { SessionContext } from '../api/session.ts'
import type { SyncRunner } from '../api/sync/syncRunner.ts'
import { type SessionFeed, type SyncStart, sendingAs, syncWhileSignedIn } from './syncWhileSignedIn.ts'

/** A session that signs users in and out on the test's word. */
function fakeSession() {
  const listeners = new Set<() => void>()
  let userId: number | null = null
  const feed: SessionFeed = {
    getSnapshot: () => ({
      matches: () => userId !== null,
      context: { user: userId === null ? null : { userId } } as SessionContext,
    }),
    subscribe: (listener) => {
      listeners.add(listener)
      return { unsubscribe: () => listeners.delete(listener) }
    },
  }
  const become = (id: number | null) => {
    userId = id
    for (const listener of listeners) listener()
  }
  return { feed, become }
}

describe('the outbox is sent while its user is signed in', () => {
  it('starts for the user who signs in, stops at sign-out, and starts afresh for the next user', async () => {
    const session = fakeSession()
    const started: number[] = []
    const stop = vi.fn(async () => {})
    const persist = vi.fn(async () => true)
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } })
    const stopFollowing = syncWhileSignedIn(session.feed, async (options: SyncStart) => {
      started.push(options.userId)
      return { stop }
    })
    expect(started).toEqual([])
    session.become(7)
    session.become(7)
    expect(started).toEqual([7])
    expect(persist).toHaveBeenCalledOnce()
    session.become(null)
    await eventually(() => expect(stop).toHaveBeenCalledOnce())
    session.become(8)
    expect(started).toEqual([7, 8])
    stopFollowing()
    await eventually(() => expect(stop).toHaveBeenCalledTimes(2))
    vi.unstubAllGlobals()
  })

  it('stops a runner that was still loading when its user signed out, as soon as it has started', async () => {
    const session = fakeSession()
    const loads: { userId: number; loaded: (runner: SyncRunner) => void }[] = []
    const stops: number[] = []
    vi.stubGlobal('navigator', { ...navigator, storage: { persist: async () => true } })
    const stopFollowing = syncWhileSignedIn(
      session.feed,
      (options: SyncStart) =>
        new Promise<SyncRunner>((resolve) => loads.push({ userId: options.userId, loaded: resolve })),
    )
    session.become(7)
    session.become(null)
    session.become(8)
    expect(loads.map((load) => load.userId)).toEqual([7, 8])
    expect(stops).toEqual([])
    // The first user's runner arrives after she left: it is stopped, and the second one's is kept.
    for (const { userId, loaded } of loads) loaded({ stop: async () => void stops.push(userId) })
    await eventually(() => expect(stops).toEqual([7]))
    stopFollowing()
    await eventually(() => expect(stops).toEqual([7, 8]))
    vi.unstubAllGlobals()
  })
})

describe('a tab sends only as the user signed in on it', () => {
  it('sends while the shared token is this tab’s, and holds the writes once another tab signs in someone else', async () => {
    const send = vi.fn(async () => 'answered')
    const transport = sendingAs(() => 'token-of-ana', send)
    localStorage.setItem('token', 'token-of-ana')
    await expect(transport(health, undefined)).resolves.toBe('answered')
    localStorage.setItem('token', 'token-of-ben')
    const held = transport(health, undefined)
    await expect(held).rejects.toBeInstanceOf(ApiError)
    await expect(held).rejects.toMatchObject({ type: 'offline', code: 'session.changedElsewhere' })
    expect(send).toHaveBeenCalledOnce()
    localStorage.clear()
  })
})
