import { and, assign, fromPromise, not, setup } from 'xstate'
import type { ApiFailure } from '../contract/errors.ts'
import { asFailure, notProvided } from './effects.ts'

/** The first wait after a failed send, and the longest one: waits double between the two. */
export const firstRetryMs = 1_000
export const longestRetryMs = 60_000
/** Failures past this many no longer lengthen the wait (1 s doubled six times passes the cap). */
export const failuresCounted = 7

/**
 * A write the server failed on (a 5xx) this many times in a row is parked, so that it no longer
 * holds back every later write of the user (issue 22). Five tries, with the back-off between them,
 * span about 8 to 15 s: longer than a restart's blip, short enough that the writes behind wait
 * little. It is parked only while the server answers its health check, so an outage parks nothing.
 */
export const serverFailuresBeforeParking = 5

/**
 * How long to wait before the next try after `failures` failed sends in a row: doubling from 1 s,
 * capped at 60 s, and jittered between half and all of it (`random` in [0, 1), from outside) so the
 * desks of an office that lost the network together do not all come back in the same second.
 */
export function retryDelayMs(failures: number, random: number): number {
  const exponent = Math.max(0, Math.min(failures, failuresCounted) - 1)
  const full = Math.min(longestRetryMs, firstRetryMs * 2 ** exponent)
  const share = Math.min(Math.max(random, 0), 1)
  return Math.round(full / 2 + (full / 2) * share)
}

/**
 * What a failed send means for the outbox:
 * - `network`: not through (no network, a server error, too many calls): wait and send it again;
 * - `signedOut`: the session ended: stop until the user signs in again, dropping nothing;
 * - `refused`: the server said no for a business reason (a closed case): park it and go on.
 */
export type SendFailureKind = 'network' | 'signedOut' | 'refused'

export function sendFailureKind(failure: ApiFailure): SendFailureKind {
  if (failure.type === 'signedOut') return 'signedOut'
  if (failure.type === 'offline' || failure.type === 'tooMany' || serverFailed(failure)) return 'network'
  return 'refused'
}

/**
 * Whether the server answered with a failure of its own (a 5xx answers 'server.failure', or a type
 * `server` where the contract names one): not the write's fault, but it may be the write's doing.
 */
export function serverFailed(failure: Pick<ApiFailure, 'type' | 'code'>): boolean {
  return (failure.type as string) === 'server' || failure.code.startsWith('server.')
}

/** What one send did: took entries (a batch, or one alone: sent or parked), or found nothing left to send. */
export type SendOutcome = 'sent' | 'parked' | 'nothingLeft'

export interface SyncContext {
  /** What the browser last said of its network (online/offline events). */
  browserOnline: boolean
  /** Failed sends in a row, counted up to `failuresCounted`: how long the next wait is. */
  failures: number
  /** Why the last send failed, until one gets through. */
  lastFailure: ApiFailure | null
  /**
   * A write was queued (or the user asked) while an entry was being read or sent: when that look
   * finds nothing left, it may have looked just before the write landed, so it looks once more.
   */
  askedAgain: boolean
}

export type SyncEvent =
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** A write was queued (in this tab or another). */
  | { type: 'QUEUED' }
  /** The user asks for the outbox to be sent now. */
  | { type: 'SEND_NOW' }
  /** The user retries a parked write: it is queued again. */
  | { type: 'RETRY_PARKED' }
  /** The same user signed in again after the session ended. */
  | { type: 'SIGNED_IN' }

const failureOf = (event: unknown) => asFailure((event as { error?: unknown }).error)

/**
 * The outbox's sender: online and idle, sending one entry at a time in creation order, backing off
 * after failed sends, offline until the network (or a probe) says otherwise, paused while signed out.
 * Reading and writing the outbox, the network, timers and the probe are actors given by the runner.
 */
export const syncMachine = setup({
  types: {} as { context: SyncContext; events: SyncEvent; input: { online: boolean } },
  actors: {
    /** Sends the oldest entry still to send; parks it itself on a business refusal. */
    sendNext: fromPromise<SendOutcome>(async () => notProvided('sendNext')),
    /** Resolves when the wait before the next try is over (the runner jitters it: retryDelayMs). */
    waitToRetry: fromPromise<void, { failures: number }>(async () => notProvided('waitToRetry')),
    /** Resolves once the server answers a light call again. */
    probe: fromPromise<void>(async () => notProvided('probe')),
  },
  actions: {
    /** One more failed send in a row (up to the cap), and why. */
    countFailure: assign(({ context, event }) => ({
      failures: Math.min(context.failures + 1, failuresCounted),
      lastFailure: failureOf(event),
    })),
  },
  guards: {
    browserOnline: ({ context }) => context.browserOnline,
    nothingLeft: ({ event }) => (event as { output?: SendOutcome }).output === 'nothingLeft',
    askedAgain: ({ context }) => context.askedAgain,
    signedOut: ({ event }) => sendFailureKind(failureOf(event)) === 'signedOut',
    browserOffline: ({ context }) => !context.browserOnline,
    networkFailed: ({ context }) => context.lastFailure?.type === 'offline',
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({
    browserOnline: input.online,
    failures: 0,
    lastFailure: null,
    askedAgain: false,
  }),
  // Entries left from an earlier visit are sent at once when there is a network.
  initial: 'starting',
  on: {
    ONLINE: { actions: assign({ browserOnline: true }) },
    OFFLINE: { actions: assign({ browserOnline: false }) },
  },
  states: {
    starting: { always: [{ guard: 'browserOnline', target: 'flushing' }, { target: 'offline' }] },
    online: {
      on: {
        QUEUED: { target: 'flushing' },
        SEND_NOW: { target: 'flushing' },
        RETRY_PARKED: { target: 'flushing' },
        OFFLINE: { target: 'offline', actions: assign({ browserOnline: false }) },
      },
    },
    // One call in flight (one write, or a batch): a network change waits for its answer, as the server
    // may have applied it.
    flushing: {
      entry: assign({ askedAgain: false }),
      on: {
        QUEUED: { actions: assign({ askedAgain: true }) },
        SEND_NOW: { actions: assign({ askedAgain: true }) },
        RETRY_PARKED: { actions: assign({ askedAgain: true }) },
      },
      invoke: {
        id: 'sendNext',
        src: 'sendNext',
        onDone: [
          // The network went while sending: idle would say online, and the next write would be tried.
          {
            guard: and(['nothingLeft', not('askedAgain'), 'browserOffline']),
            target: 'offline',
            actions: assign({ failures: 0, lastFailure: null }),
          },
          {
            guard: and(['nothingLeft', not('askedAgain')]),
            target: 'online',
            actions: assign({ failures: 0, lastFailure: null }),
          },
          { target: 'flushing', reenter: true, actions: assign({ failures: 0, lastFailure: null }) },
        ],
        onError: [
          {
            guard: 'signedOut',
            target: 'pausedForSignIn',
            actions: assign(({ event }) => ({ lastFailure: failureOf(event) })),
          },
          { guard: 'browserOffline', target: 'offline', actions: 'countFailure' },
          { target: 'backingOff', actions: 'countFailure' },
        ],
      },
    },
    backingOff: {
      invoke: {
        id: 'waitToRetry',
        src: 'waitToRetry',
        input: ({ context }) => ({ failures: context.failures }),
        onDone: { target: 'flushing' },
      },
      // After a network failure the server is probed meanwhile, so a network back is used at once;
      // after a server error only the wait decides: a healthy /health says nothing of a failing write.
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'networkFailed', target: 'probing' }, { target: 'waiting' }] },
        probing: {
          invoke: {
            id: 'probe',
            src: 'probe',
            onDone: { target: '#sync.flushing' },
            onError: { target: 'waiting' },
          },
        },
        waiting: {},
      },
      // A new write, the user's asking, or a network come back are worth a try before the wait ends.
      on: {
        QUEUED: { target: 'flushing' },
        SEND_NOW: { target: 'flushing' },
        RETRY_PARKED: { target: 'flushing' },
        ONLINE: { target: 'flushing', actions: assign({ browserOnline: true }) },
        OFFLINE: { target: 'offline', actions: assign({ browserOnline: false }) },
      },
    },
    offline: {
      initial: 'probing',
      states: {
        probing: {
          invoke: {
            id: 'probe',
            src: 'probe',
            onDone: { target: '#sync.flushing', actions: assign({ browserOnline: true }) },
            // A probe that cannot run leaves the browser's own events to say when the network is back.
            onError: {
              target: 'waitingForNetwork',
              actions: assign(({ event }) => ({ lastFailure: failureOf(event) })),
            },
          },
        },
        waitingForNetwork: {},
      },
      on: {
        ONLINE: { target: 'flushing', actions: assign({ browserOnline: true }) },
        // Asked by the user: try, even if the browser thinks there is no network (it is often wrong).
        SEND_NOW: { target: 'flushing' },
        RETRY_PARKED: { target: 'flushing' },
      },
    },
    // Nothing is sent, and nothing dropped, until the same user signs in again.
    pausedForSignIn: {
      on: { SIGNED_IN: { target: 'flushing', actions: assign({ failures: 0, lastFailure: null }) } },
    },
  },
})

export type SyncMachine = typeof syncMachine
