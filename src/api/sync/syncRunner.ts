import { liveQuery } from 'dexie'
import { type AnyMachineSnapshot, createActor, fromPromise, type InspectionEvent } from 'xstate'
import { health } from '../../../contract/system.ts'
import { nextToSend } from '../../../db/outbox.ts'
import { anyGone, anyWaiting, type QueueSignal, queueSignalOf } from '../../../db/outboxWatch.ts'
import type { SendOutcome } from '../../../machines/sync.ts'
import { retryDelayMs, syncMachine } from '../../../machines/sync.ts'
import { notifySignedOut } from '../credentials.ts'
import { request } from '../request.ts'
import type { OutboxAreas } from './outboxArea.ts'
import { browserLocks, type SyncLocks, whileHoldingOutbox } from './outboxLock.ts'
import { sendQueued } from './sendBatch.ts'
import type { SyncTransport } from './sendOldest.ts'
import {
  onAnswerAwaited,
  onSyncWanted,
  publishChangesSent,
  publishSyncStatus,
  type SyncStatus,
} from './syncStatus.ts'

export type { SyncLocks } from './outboxLock.ts'
export type { SyncTransport } from './sendOldest.ts'

export interface SyncOptions {
  userId: number
  /** How each area settles its answers: src/app/outboxAreas.ts. */
  areas: OutboxAreas
  /** Sends one call; `request()` by default. Must throw ApiError as `request()` does. */
  transport?: SyncTransport
  /** Web Locks by default; null runs without a lock (one tab only). */
  locks?: SyncLocks | null
  now?: () => number
  /** In [0, 1): the jitter of each wait before a retry. */
  random?: () => number
  /** Waits `ms`, or settles early once `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  /** How often the server is probed while offline. */
  probeEveryMs?: number
  /** Tells the session the server ended it; the request helper's path by default. */
  signedOut?: () => void
  /** Watches the sync machine's events and states (XState's inspection: dev tools, tests); none by default. */
  inspect?: (event: InspectionEvent) => void
}

export interface SyncRunner {
  /** Stops sending; resolves once the write in flight has its answer and the lock is let go. */
  stop(): Promise<void>
}

function realSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    const stopWaiting = () => {
      clearTimeout(timer)
      resolve()
    }
    signal.addEventListener('abort', stopWaiting, { once: true })
  })
}

/**
 * Follows the browser's online and offline events; returns the function that stops following. Where
 * there is no window (a Node test driving the runner), there are no such events.
 */
function onBrowserNetwork(online: () => void, offline: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
  }
}

const defaultTransport: SyncTransport = (endpoint, input) => request(endpoint, input as never)

/** The machine's state in the header's words. */
function statusOf(snapshot: AnyMachineSnapshot, retryAt: number | null): SyncStatus {
  if (snapshot.matches('flushing')) return { connection: 'sending', retryAt: null }
  if (snapshot.matches('backingOff')) return { connection: 'retrying', retryAt }
  if (snapshot.matches('offline')) return { connection: 'offline', retryAt: null }
  if (snapshot.matches('pausedForSignIn')) return { connection: 'signInNeeded', retryAt: null }
  return { connection: 'online', retryAt: null }
}

/**
 * Whether a write became ready to send since the last look: a newer entry, a parked one that left
 * the parked set and is still there (retried), or one discarded while a write waits (it may have
 * waited behind that one on its subject). The first look counts any entry.
 */
async function newlyQueued(userId: number, before: QueueSignal | null, now: QueueSignal): Promise<boolean> {
  if (now.newestSeq > (before?.newestSeq ?? 0)) return true
  const stillParked = new Set(now.parkedSeqs)
  const unparked = (before?.parkedSeqs ?? []).filter((seq) => !stillParked.has(seq))
  if (unparked.length === 0) return false
  if (await anyWaiting(unparked)) return true
  return (await anyGone(unparked)) && (await nextToSend(userId)) !== undefined
}

/** Runs the sync machine for one user until stopped, with the real outbox, network and clock. */
async function sendWhileHeld(options: Required<SyncOptions>, stopped: Promise<void>): Promise<void> {
  const { userId, areas, transport, now, random, sleep, probeEveryMs, signedOut, inspect } = options
  let inFlight: Promise<unknown> = Promise.resolve()
  let retryAt: number | null = null
  // A write went out since the outbox was last found empty: once it is, the lists on screen ask again.
  let sentSinceDrained = false

  const actor = createActor(
    syncMachine.provide({
      actors: {
        sendNext: fromPromise((): Promise<SendOutcome> => {
          const browserOffline = (): boolean => !actor.getSnapshot().context.browserOnline
          const sending = sendQueued({ userId, areas, transport, signedOut, now, browserOffline }).then(
            (outcome: SendOutcome) => {
              if (outcome !== 'nothingLeft') sentSinceDrained = true
              return outcome
            },
          )
          inFlight = sending.catch(() => {})
          return sending
        }),
        waitToRetry: fromPromise(async ({ input, signal }) => {
          const delay = retryDelayMs(input.failures, random())
          retryAt = now() + delay
          publishSyncStatus({ connection: 'retrying', retryAt })
          await sleep(delay, signal)
        }),
        probe: fromPromise(async ({ signal }) => {
          while (!signal.aborted) {
            await sleep(probeEveryMs, signal)
            if (signal.aborted) break
            try {
              await transport(health, undefined)
              return
            } catch {
              // Still unreachable: probe again after the next pause.
            }
          }
        }),
      },
    }),
    { input: { online: typeof navigator === 'undefined' || navigator.onLine !== false }, inspect },
  )
  const subscription = actor.subscribe((snapshot) => {
    if (!snapshot.matches('backingOff')) retryAt = null
    const status = statusOf(snapshot, retryAt)
    publishSyncStatus(status)
    if (sentSinceDrained && status.connection === 'online') {
      sentSinceDrained = false
      publishChangesSent()
    }
  })

  const stopFollowingNetwork = onBrowserNetwork(
    () => actor.send({ type: 'ONLINE' }),
    () => actor.send({ type: 'OFFLINE' }),
  )
  const stopWanting = onSyncWanted(() => actor.send({ type: 'SEND_NOW' }))
  // A sign-out that gives up the unsent writes waits for the one on its way (answersOnTheirWay).
  const stopAnswering = onAnswerAwaited(() => inFlight)
  // Writes queued in this tab or another, and parked ones retried, are sent without waiting. The
  // runner watches the newest entry and the parked ones only: a read of every entry at each change
  // made a long flush quadratic (db/outboxWatch.ts).
  let seen: QueueSignal | null = null
  const outbox = liveQuery(() => queueSignalOf(userId)).subscribe({
    next: (signal) => {
      const before = seen
      seen = signal
      void newlyQueued(userId, before, signal).then((queued) => {
        if (queued && actor.getSnapshot().status === 'active') actor.send({ type: 'QUEUED' })
      })
    },
    error: (error) => console.warn('the outbox could not be watched', error),
  })

  actor.start()
  await stopped
  outbox.unsubscribe()
  stopWanting()
  stopAnswering()
  stopFollowingNetwork()
  subscription.unsubscribe()
  actor.stop()
  // The write in flight keeps its answer (or goes back to the queue) before another tab may send.
  await inFlight
}

/**
 * Sends the signed-in user's outbox from this tab while it holds the user's outbox lock, and keeps
 * the header's connection status (publishSyncStatus) up to date. Call once per signed-in user.
 */
export function startSync(options: SyncOptions): SyncRunner {
  const complete: Required<SyncOptions> = {
    transport: defaultTransport,
    locks: browserLocks(),
    now: Date.now,
    random: Math.random,
    sleep: realSleep,
    probeEveryMs: 5_000,
    signedOut: notifySignedOut,
    inspect: () => {},
    // An option given as undefined keeps its default.
    ...(Object.fromEntries(
      Object.entries(options).filter(([, value]) => value !== undefined),
    ) as SyncOptions),
  }
  const leaving = new AbortController()
  let stop!: () => void
  const stopped = new Promise<void>((resolve) => {
    stop = resolve
  })
  // A tab waiting for another to let go of the outbox still says whether the browser has a network.
  let holding = false
  const followBrowser = () => {
    if (!holding)
      publishSyncStatus({ connection: navigator.onLine === false ? 'offline' : 'online', retryAt: null })
  }
  const stopFollowingBrowser = onBrowserNetwork(followBrowser, followBrowser)
  const released = whileHoldingOutbox(complete.locks, complete.userId, leaving.signal, async () => {
    holding = true
    if (!leaving.signal.aborted) await sendWhileHeld(complete, stopped)
  }).catch((error) => console.warn('the outbox lock failed', error))
  return {
    stop: async () => {
      stopFollowingBrowser()
      leaving.abort()
      stop()
      await released
    },
  }
}
