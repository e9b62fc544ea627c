import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ApiFailure } from '../../contract/errors.ts'
import type { RankPeriod } from '../../contract/messages.ts'
import {
  messagePollingMachine,
  type PollFailure,
  type PollOutcome,
  pollIntervalMs,
} from '../../machines/messagePolling.ts'
import { pollWait } from '../../src/features/messages/pollWait.ts'
import { runModel } from '../support/machineModel.ts'

const networkDown: ApiFailure = { type: 'offline', code: 'network', message: 'network' }
const rankRefused: PollFailure = {
  call: 'ranking',
  failure: { type: 'business', code: 'server.failure', message: 'The server failed' },
}

describe('message polling model', () => {
  it('every transition is exercised and the real machine follows the model on each path', async () => {
    const run = await runModel(messagePollingMachine, {
      input: { period: 'day' },
      events: [
        { type: 'BAR_SHOWN', now: 0 },
        { type: 'BAR_SHOWN', now: pollIntervalMs * 2 },
        { type: 'BAR_HIDDEN' },
        { type: 'ONLINE' },
        { type: 'VISIBLE', now: 1_000 },
        { type: 'VISIBLE', now: 1_000 + pollIntervalMs },
        { type: 'PERIOD', period: 'week' },
        { type: 'xstate.done.actor.poll', output: { at: 1_000, failures: [] } },
        { type: 'xstate.done.actor.poll', output: { at: 1_000, failures: [rankRefused] } },
        { type: 'xstate.error.actor.poll', error: networkDown },
        { type: 'xstate.done.actor.waitForNextPoll' },
        { type: 'xstate.error.actor.waitForNextPoll', error: networkDown },
      ] as never,
      check: (snapshot) => {
        // Nothing is asked while no bar shows, and a failure never stops the polling.
        if (snapshot.matches('away')) expect(snapshot.children.poll).toBeUndefined()
        if (snapshot.matches({ polling: 'waiting' })) expect(snapshot.children.waitForNextPoll).toBeDefined()
      },
    })
    expect(run.uncovered).toEqual([])
  }, 600_000)
})

describe('message polling on the clock', () => {
  let polls: RankPeriod[]
  let failNext: PollFailure[]
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
    polls = []
    failNext = []
  })
  afterEach(() => vi.useRealTimers())

  const start = () =>
    createActor(
      messagePollingMachine.provide({
        actors: {
          poll: fromPromise<PollOutcome, { period: RankPeriod }>(async ({ input }) => {
            polls.push(input.period)
            const failures = failNext
            failNext = []
            return { at: Date.now(), failures }
          }),
          waitForNextPoll: pollWait,
        },
      }),
      { input: { period: 'day' } },
    ).start()

  it('asks once when a bar shows, then not again before 600000 ms, and again at 600000 ms', async () => {
    const polling = start()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(polls).toEqual([])
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(pollIntervalMs - 1)
    expect(polls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(polls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 3)
    expect(polls).toHaveLength(5)
    polling.stop()
  })

  it('asks nothing after the user leaves the pages with a bar, and asks at once on coming back', async () => {
    const polling = start()
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(1_000)
    polling.send({ type: 'BAR_HIDDEN' })
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 5)
    expect(polls).toHaveLength(1)
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(0)
    expect(polls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(polls).toHaveLength(3)
    polling.stop()
  })

  it('back on a page with a bar before the interval passed, it waits for the rest of the interval', async () => {
    const polling = start()
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(100_000)
    polling.send({ type: 'BAR_HIDDEN' })
    await vi.advanceTimersByTimeAsync(100_000)
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(pollIntervalMs - 200_000 - 1)
    expect(polls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(polls).toHaveLength(2)
    polling.stop()
  })

  it('asks at once when the network returns, and counts the next interval from then', async () => {
    const polling = start()
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(200_000)
    polling.send({ type: 'ONLINE' })
    await vi.advanceTimersByTimeAsync(0)
    expect(polls).toHaveLength(2)
    // The old interval's end (600000 ms) passes without a call: the wait began again at 200000 ms.
    await vi.advanceTimersByTimeAsync(pollIntervalMs - 1)
    expect(polls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(polls).toHaveLength(3)
    polling.stop()
  })

  it('asks again when the network returns while a poll started offline is still on its way', async () => {
    let failOffline: () => void = () => {}
    const answers: Array<() => Promise<PollOutcome>> = [
      () =>
        new Promise<PollOutcome>((resolve) => {
          failOffline = () =>
            resolve({ at: Date.now(), failures: [{ call: 'ranking', failure: networkDown }] })
        }),
      async () => ({ at: Date.now(), failures: [] }),
    ]
    const polling = createActor(
      messagePollingMachine.provide({
        actors: {
          poll: fromPromise<PollOutcome, { period: RankPeriod }>(() => answers[polls.push('day') - 1]!()),
          waitForNextPoll: pollWait,
        },
      }),
      { input: { period: 'day' } },
    ).start()
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(0)
    polling.send({ type: 'ONLINE' })
    failOffline()
    await vi.advanceTimersByTimeAsync(0)
    // Asked again at once: the bar does not say the server cannot be reached for ten minutes.
    expect(polls).toHaveLength(2)
    expect(polling.getSnapshot().context.failures).toEqual([])
    polling.stop()
  })

  it('a tab coming into view asks at once only when the interval has passed since the last poll', async () => {
    const polling = start()
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(100_000)
    polling.send({ type: 'VISIBLE', now: Date.now() })
    await vi.advanceTimersByTimeAsync(0)
    expect(polls).toHaveLength(1)
    // A hidden tab's timer may fire late: coming into view past the interval asks without waiting for it.
    polling.send({ type: 'VISIBLE', now: Date.now() + pollIntervalMs })
    await vi.advanceTimersByTimeAsync(0)
    expect(polls).toHaveLength(2)
    polling.stop()
  })

  it('a failed call is kept to be shown, the polling goes on, and the next good poll clears it', async () => {
    const polling = start()
    failNext = [rankRefused]
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(0)
    expect(polling.getSnapshot().context.failures).toEqual([rankRefused])
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(polls).toHaveLength(2)
    expect(polling.getSnapshot().context.failures).toEqual([])
    polling.stop()
  })

  it('switching the ranking period asks for it at once, and the next polls keep asking for it', async () => {
    const polling = start()
    polling.send({ type: 'BAR_SHOWN', now: Date.now() })
    await vi.advanceTimersByTimeAsync(10_000)
    polling.send({ type: 'PERIOD', period: 'month' })
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(polls).toEqual(['day', 'month', 'month'])
    polling.stop()
  })
})
