import { and, assign, fromPromise, not, setup } from 'xstate'
import type { ApiFailure } from '../contract/errors.ts'
import { asFailure, notProvided } from './effects.ts'
import type { SendOutcome, SyncContext, SyncEvent } from './sync.ts'

// sync@1, frozen: the outbox's sender before issue 22 (docs/decisions/0013). Never edit it. Nothing is
// recorded with the sync machine; it is kept as every machine's versions are, so a change is on purpose.

// What the machine's guards and actions use, as it was: kept here so that version 1 never changes.
const failuresCounted = 7

function sendFailureKind(failure: ApiFailure): 'network' | 'signedOut' | 'refused' {
  if (failure.type === 'signedOut') return 'signedOut'
  if (
    failure.type === 'offline' ||
    failure.type === 'tooMany' ||
    (failure.type as string) === 'server' ||
    failure.code.startsWith('server.')
  )
    return 'network'
  return 'refused'
}

const failureOf = (event: unknown) => asFailure((event as { error?: unknown }).error)

/**
 * The outbox's sender: online and idle, sending one entry at a time in creation order, backing off
 * after failed sends, offline until the network (or a probe) says otherwise, paused while signed out.
 * Reading and writing the outbox, the network, timers and the probe are actors given by the runner.
 */
export const syncMachineV1 = setup({
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
    // One entry in flight: a network change waits for its answer, as the server may have applied it.
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
