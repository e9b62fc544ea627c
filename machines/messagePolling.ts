import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../contract/errors.ts'
import type { RankPeriod } from '../contract/messages.ts'
import { asFailure, notProvided } from './effects.ts'
import { refreshPaceMs } from './refreshPace.ts'

/** The spec's refresh of messages, notices and ranking (section 9). */
export const pollIntervalMs = refreshPaceMs

/** The three calls a bar shows the answers of; `poll` when the whole poll failed at once. */
export type PolledCall = 'notices' | 'messages' | 'ranking' | 'poll'

export interface PollFailure {
  call: PolledCall
  failure: ApiFailure
}

/** What one poll did: when it asked (the caller's clock), and which calls failed. */
export interface PollOutcome {
  at: number
  failures: PollFailure[]
}

export interface MessagePollingContext {
  /** The ranking's period the bar shows. */
  period: RankPeriod
  /** When the last poll asked (ms since epoch), or null before the first. */
  lastPolledAt: number | null
  /** The calls that failed in the last poll: shown, and polling goes on. */
  failures: PollFailure[]
  /** How long the wait before the next poll is: the interval, or what is left of it on coming back. */
  waitMs: number
}

export type MessagePollingEvent =
  /** The page now open shows a bar; `now` is the caller's clock. */
  | { type: 'BAR_SHOWN'; now: number }
  /** The page now open shows none (case details, seller details, signed out). */
  | { type: 'BAR_HIDDEN' }
  /** The browser has a network again. */
  | { type: 'ONLINE' }
  /** The tab came into view; `now` is the caller's clock. */
  | { type: 'VISIBLE'; now: number }
  /** The user chose another ranking period. */
  | { type: 'PERIOD'; period: RankPeriod }

/**
 * Polls the bar's three calls every 600000 ms, only while the page shows a bar: when one shows (at
 * once the first time or once the interval has passed, else when what is left of it has), again at
 * each interval, at once when the network returns, and at once when the tab comes
 * into view after the interval passed (a hidden tab's timers are slowed or frozen). A failed call
 * is kept in context to be shown; polling goes on. The calls and the wait are actors from outside.
 */
export const messagePollingMachine = setup({
  types: {} as {
    context: MessagePollingContext
    events: MessagePollingEvent
    input: { period: RankPeriod }
  },
  actors: {
    /** Asks the three calls and keeps their answers; resolves with what failed, never throws for one. */
    poll: fromPromise<PollOutcome, { period: RankPeriod }>(async () => notProvided('poll')),
    /** Resolves once `ms` have passed on the caller's clock. */
    waitForNextPoll: fromPromise<void, { ms: number }>(async () => notProvided('waitForNextPoll')),
  },
  guards: {
    intervalPassed: ({ context, event }) =>
      (event.type === 'VISIBLE' || event.type === 'BAR_SHOWN') &&
      (context.lastPolledAt === null || event.now - context.lastPolledAt >= pollIntervalMs),
  },
}).createMachine({
  id: 'messagePolling',
  context: ({ input }) => ({
    period: input.period,
    lastPolledAt: null,
    failures: [],
    waitMs: pollIntervalMs,
  }),
  initial: 'away',
  states: {
    away: {
      on: {
        // Back on a page with a bar before the interval passed: the calls wait for the rest of it,
        // so a collector going from the list to a case and back does not ask again each time.
        BAR_SHOWN: [
          { guard: 'intervalPassed', target: 'polling.asking' },
          {
            target: 'polling.waiting',
            actions: assign(({ context, event }) => ({
              waitMs: Math.max(0, pollIntervalMs - (event.now - (context.lastPolledAt ?? event.now))),
            })),
          },
        ],
        PERIOD: { actions: assign(({ event }) => ({ period: event.period })) },
      },
    },
    polling: {
      initial: 'asking',
      on: {
        BAR_HIDDEN: { target: 'away' },
        // The bar shows the new period's figures now, not in ten minutes.
        PERIOD: {
          target: '.asking',
          reenter: true,
          actions: assign(({ event }) => ({ period: event.period })),
        },
      },
      states: {
        asking: {
          // The network came back while a poll started offline was still on its way: asked afresh,
          // or its failures would stand for a whole interval with the network's return gone by.
          on: { ONLINE: { target: 'asking', reenter: true } },
          invoke: {
            id: 'poll',
            src: 'poll',
            input: ({ context }) => ({ period: context.period }),
            onDone: {
              target: 'waiting',
              actions: assign(({ event }) => ({
                lastPolledAt: event.output.at,
                failures: event.output.failures,
                waitMs: pollIntervalMs,
              })),
            },
            onError: {
              target: 'waiting',
              actions: assign(({ event }) => ({
                failures: [{ call: 'poll', failure: asFailure(event.error) }],
                waitMs: pollIntervalMs,
              })),
            },
          },
        },
        waiting: {
          invoke: {
            id: 'waitForNextPoll',
            src: 'waitForNextPoll',
            input: ({ context }) => ({ ms: context.waitMs }),
            onDone: { target: 'asking' },
            // A wait that broke is a wait that ended: ask, rather than stop polling.
            onError: { target: 'asking' },
          },
          on: {
            ONLINE: { target: 'asking' },
            VISIBLE: { guard: 'intervalPassed', target: 'asking' },
          },
        },
      },
    },
  },
})

export type MessagePollingMachine = typeof messagePollingMachine
