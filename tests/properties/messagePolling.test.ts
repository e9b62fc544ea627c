import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ApiFailure } from '../../contract/errors.ts'
import { type RankPeriod, rankPeriods } from '../../contract/messages.ts'
import {
  messagePollingMachine,
  type PollFailure,
  type PollOutcome,
  pollIntervalMs,
} from '../../machines/messagePolling.ts'
import { pollWait } from '../../src/features/messages/pollWait.ts'

// The refresh of the message bars, stated from the spec (section 7: the message, notice and rank
// calls refresh every 600000 ms, and polling stops when leaving the relevant pages) and checked over
// random walks through the pages on a fake clock, with the app's own wait: independent of the model
// test, which walks the machine's own config.

const networkDown: ApiFailure = { type: 'offline', code: 'network', message: 'network' }
const rankRefused: PollFailure = {
  call: 'ranking',
  failure: { type: 'business', code: 'server.failure', message: 'The server failed' },
}

type Step =
  /** The user opens a page with a bar. */
  | { do: 'show' }
  /** A page with none (case details, seller details), or signed out. */
  | { do: 'hide' }
  | { do: 'online' }
  | { do: 'visible' }
  | { do: 'period'; period: RankPeriod }
  | { do: 'wait'; ms: number }
type Answer = 'answered' | 'oneCallFailed' | 'noAnswer'

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ do: 'show' as const }), weight: 3 },
  { arbitrary: fc.constant({ do: 'hide' as const }), weight: 2 },
  { arbitrary: fc.constant({ do: 'online' as const }), weight: 1 },
  { arbitrary: fc.constant({ do: 'visible' as const }), weight: 1 },
  {
    arbitrary: fc.record({ do: fc.constant('period' as const), period: fc.constantFrom(...rankPeriods) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      do: fc.constant('wait' as const),
      ms: fc.oneof(
        fc.integer({ min: 1, max: 2.5 * pollIntervalMs }),
        fc.constantFrom(1, pollIntervalMs - 1, pollIntervalMs),
      ),
    }),
    weight: 5,
  },
)
const walks = fc.record({
  steps: fc.array(step, { minLength: 5, maxLength: 25, size: 'max' }),
  /** How the server answers each poll in turn (repeated when the polls outnumber them). */
  answers: fc.array(fc.constantFrom<Answer[]>('answered', 'answered', 'oneCallFailed', 'noAnswer'), {
    minLength: 1,
    maxLength: 6,
  }),
})
const runs = { numRuns: 150 }

interface Ask {
  at: number
  period: RankPeriod
  answer: Answer
  /** Whether the page open showed a bar when the calls went. */
  barShown: boolean
  /** The steps sent since the previous ask, and this ask's own. */
  since: Step[]
}

interface Walked {
  asks: Ask[]
  /** After each step: the clock, whether a bar shows, the failures the bar has to show. */
  after: Array<{ step: Step; now: number; barShown: boolean; failures: PollFailure[]; asks: number }>
  /** Asks made after the shell went away at sign-out, however long the clock ran. */
  asksAfterSignOut: number
}

/** A user walking through the pages: the machine provided with a fake server and the app's own wait. */
async function walk(steps: Step[], answers: Answer[]): Promise<Walked> {
  const asks: Ask[] = []
  let barShown = false
  let since: Step[] = []
  const actor = createActor(
    messagePollingMachine.provide({
      actors: {
        poll: fromPromise<PollOutcome, { period: RankPeriod }>(({ input }) => {
          const answer = answers[asks.length % answers.length]!
          asks.push({ at: Date.now(), period: input.period, answer, barShown, since })
          since = []
          if (answer === 'noAnswer') return Promise.reject(networkDown)
          return Promise.resolve({
            at: Date.now(),
            failures: answer === 'oneCallFailed' ? [rankRefused] : [],
          })
        }),
        waitForNextPoll: pollWait,
      },
    }),
    { input: { period: 'day' } },
  ).start()
  const after: Walked['after'] = []
  for (const next of steps) {
    since.push(next)
    if (next.do === 'show') barShown = true
    if (next.do === 'hide') barShown = false
    if (next.do === 'show') actor.send({ type: 'BAR_SHOWN', now: Date.now() })
    if (next.do === 'hide') actor.send({ type: 'BAR_HIDDEN' })
    if (next.do === 'online') actor.send({ type: 'ONLINE' })
    if (next.do === 'visible') actor.send({ type: 'VISIBLE', now: Date.now() })
    if (next.do === 'period') actor.send({ type: 'PERIOD', period: next.period })
    await vi.advanceTimersByTimeAsync(next.do === 'wait' ? next.ms : 0)
    after.push({
      step: next,
      now: Date.now(),
      barShown,
      failures: actor.getSnapshot().context.failures,
      asks: asks.length,
    })
  }
  // Signing out takes the shell, and the bar's polling with it, away.
  actor.stop()
  const asked = asks.length
  await vi.advanceTimersByTimeAsync(3 * pollIntervalMs)
  return { asks, after, asksAfterSignOut: asks.length - asked }
}

const failuresOf = (answer: Answer | undefined): PollFailure[] =>
  answer === 'oneCallFailed'
    ? [rankRefused]
    : answer === 'noAnswer'
      ? [{ call: 'poll', failure: networkDown }]
      : []

describe('the message bars refresh, over random walks through the pages on a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const property = (check: (walked: Walked) => void) =>
    fc.assert(
      fc.asyncProperty(walks, fc.integer({ min: 0, max: 2 ** 40 }), async ({ steps, answers }, startAt) => {
        vi.clearAllTimers()
        vi.setSystemTime(startAt)
        check(await walk(steps, answers))
      }),
      runs,
    )

  it('asks only while the page open shows a bar, and nothing once signed out', async () => {
    await property(({ asks, asksAfterSignOut }) => {
      for (const ask of asks) expect(ask.barShown).toBe(true)
      expect(asksAfterSignOut).toBe(0)
    })
  })

  it(`while a bar shows, what it shows was asked for less than ${pollIntervalMs} ms ago`, async () => {
    await property(({ asks, after }) => {
      for (const { now, barShown, asks: asked } of after) {
        if (!barShown) continue
        const last = asks[asked - 1]
        expect(last).toBeDefined()
        expect(now - last!.at).toBeLessThanOrEqual(pollIntervalMs)
      }
      // Between steps too: a wait's asks are never further apart than the interval, unless the
      // bar was away in between and the first ask came as it showed again.
      for (const [i, ask] of asks.entries()) {
        if (i === 0) continue
        const cameBack = ask.since.some((sent) => sent.do === 'show') && ask.since.at(-1)!.do === 'show'
        if (!cameBack) expect(ask.at - asks[i - 1]!.at).toBeLessThanOrEqual(pollIntervalMs)
      }
    })
  })

  it(`never asks again within ${pollIntervalMs} ms of an answer, unless the network came back or the period changed`, async () => {
    await property(({ asks }) => {
      for (const [i, ask] of asks.entries()) {
        const previous = asks[i - 1]
        if (!previous || ask.at - previous.at >= pollIntervalMs) continue
        // A poll nobody answered left nothing to show: asking again as the user comes back is right.
        if (previous.answer === 'noAnswer') continue
        expect(ask.since.some((sent) => sent.do === 'online' || sent.do === 'period')).toBe(true)
      }
    })
  })

  it('asks for the period the user chose last, at once when a bar shows it', async () => {
    await property(({ asks, after }) => {
      let chosen: RankPeriod = 'day'
      let asked = 0
      for (const { step, barShown, asks: askedBy } of after) {
        const made = asks.slice(asked, askedBy)
        if (step.do === 'period') {
          chosen = step.period
          if (barShown) expect(made.map((ask) => ask.period)).toEqual([chosen])
        }
        for (const ask of made) expect(ask.period).toBe(chosen)
        asked = askedBy
      }
    })
  })

  it('the bar shows what failed in the last poll, and the next good poll clears it', async () => {
    await property(({ asks, after }) => {
      for (const { failures, asks: asked } of after)
        expect(failures).toEqual(failuresOf(asks[asked - 1]?.answer))
    })
  })
})
