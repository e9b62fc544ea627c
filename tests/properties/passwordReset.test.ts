import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { ApiFailure } from '../../contract/errors.ts'
import {
  type PasswordResetContext,
  passwordResetMachine,
  type ResetPurpose,
  type ResetSubmission,
} from '../../machines/passwordReset.ts'

// The password reset by code (/forgetPwd and /modifypassword, spec sections 2 and 4), stated as a user
// of the page sees it and checked over random sessions with a fake server that keeps each phone's code
// and its resend wait, and a clock that moves a second at a time: independent of the model test, which
// walks the machine's own config. The fields' own rules (8 to 32 characters, matching) are the
// contract schema's, checked before the machine is told.

const failure = (type: ApiFailure['type'], code: string, data?: unknown): ApiFailure => ({
  type,
  code,
  message: code,
  data,
})
const phones = ['2348030000012', '2348030000034']

type Step =
  | { do: 'sendCode'; phone: number }
  | { do: 'submit'; phone: number; rightCode: boolean }
  /** The server answers the code request or the submission under way. */
  | { do: 'answer'; call: 'code' | 'reset'; serverFails: boolean }
  /** A second passes on the page's clock. */
  | { do: 'second' }
  | { do: 'network'; up: boolean }
  | { do: 'dismiss' }

const phone = fc.nat(phones.length - 1)
const sometimes = (n: number) => fc.nat(n - 1).map((drawn) => drawn === 0)
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ do: fc.constant('sendCode' as const), phone }), weight: 3 },
  {
    arbitrary: fc.record({
      do: fc.constant('submit' as const),
      phone,
      rightCode: sometimes(3).map((typo) => !typo),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      do: fc.constant('answer' as const),
      call: fc.constantFrom('code' as const, 'reset' as const),
      serverFails: sometimes(5),
    }),
    weight: 5,
  },
  { arbitrary: fc.constant({ do: 'second' as const }), weight: 5 },
  {
    arbitrary: fc.record({ do: fc.constant('network' as const), up: sometimes(3).map((down) => !down) }),
    weight: 1,
  },
  { arbitrary: fc.constant({ do: 'dismiss' as const }), weight: 1 },
)
const pages = fc.record({
  purpose: fc.constantFrom<ResetPurpose[]>('forget', 'modify'),
  /** How long the server makes a phone wait before another code. */
  resendAfterSeconds: fc.integer({ min: 1, max: 4 }),
  /** Seconds left of each phone's wait from a code asked before the page opened. */
  waitLeft: fc.tuple(fc.nat(3), fc.nat(3)),
  steps: fc.array(step, { minLength: 5, maxLength: 30, size: 'max' }),
})
const runs = { numRuns: 200 }

interface Pending<Input> {
  input: Input
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}
type CodeInput = { phone: string; purpose: ResetPurpose }
type ResetInput = { submission: ResetSubmission; purpose: ResetPurpose }

interface Seen {
  step: Step
  now: number
  /** When the last wait the server named ends (seconds on the page's clock). */
  waitEnds: number
  before: { codeUnderWay: boolean; resetUnderWay: boolean; resetDone: boolean }
  codeAsked: CodeInput | null
  resetSent: ResetInput | null
  /** What the user typed, for the submit steps. */
  typed: ResetSubmission | null
  /** The failure the step's answer carried, or null when it answered well or answered nothing. */
  answeredWith: { call: 'code' | 'reset'; failure: ApiFailure | null } | null
  context: PasswordResetContext
  /** Whether the page says the password is reset (and leaves for /login). */
  formDone: boolean
  /** Whether the server accepted a reset by then. */
  resetDone: boolean
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

async function page(
  purpose: ResetPurpose,
  resendAfterSeconds: number,
  waitLeft: [number, number],
  steps: Step[],
) {
  const server = {
    online: true,
    now: 0,
    codes: new Map<string, string>(),
    nextCodeAt: new Map(phones.map((number, i) => [number, waitLeft[i]!])),
    issued: 0,
  }
  /** The calls under way, and those the step started. */
  const under: { code: Pending<CodeInput> | null; reset: Pending<ResetInput> | null } = {
    code: null,
    reset: null,
  }
  let asked: { code: CodeInput | null; reset: ResetInput | null } = { code: null, reset: null }
  const clock: { tick: ((event: { type: 'TICK' }) => void) | null } = { tick: null }
  const deferred = <Output, Input>(call: 'code' | 'reset') =>
    fromPromise<Output, Input>(
      ({ input, signal }) =>
        new Promise<Output>((resolve, reject) => {
          const pending = { input, resolve: (value: unknown) => resolve(value as Output), reject }
          Object.assign(under, { [call]: pending })
          Object.assign(asked, { [call]: input })
          signal.addEventListener('abort', () => {
            if (under[call] === pending) under[call] = null
          })
        }),
    )
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        sendCode: deferred<{ resendAfterSeconds: number }, CodeInput>('code'),
        submitReset: deferred<void, ResetInput>('reset'),
        countdown: fromCallback(({ sendBack }) => {
          clock.tick = sendBack
          return () => {
            if (clock.tick === sendBack) clock.tick = null
          }
        }),
      },
    }),
    { input: { purpose } },
  ).start()

  let waitEnds = 0
  let resetDone = false
  /** The server answers the call under way; returns the failure it answered with. */
  const answer = (call: 'code' | 'reset', serverFails: boolean): ApiFailure | null => {
    if (call === 'code') {
      const { input, resolve, reject } = under.code!
      under.code = null
      const nextAt = server.nextCodeAt.get(input.phone)!
      const refusal = !server.online
        ? failure('offline', 'network')
        : server.now < nextAt
          ? failure('tooMany', 'auth.codeTooSoon', { seconds: nextAt - server.now })
          : serverFails
            ? failure('business', 'server.failure')
            : null
      if (refusal?.code === 'auth.codeTooSoon') waitEnds = nextAt
      if (refusal) {
        reject(refusal)
        return refusal
      }
      server.codes.set(input.phone, String(100000 + ++server.issued))
      server.nextCodeAt.set(input.phone, server.now + resendAfterSeconds)
      waitEnds = server.now + resendAfterSeconds
      resolve({ resendAfterSeconds })
      return null
    }
    const { input, resolve, reject } = under.reset!
    under.reset = null
    const refusal = !server.online
      ? failure('offline', 'network')
      : server.codes.get(input.submission.phone) !== input.submission.code
        ? failure('business', 'auth.codeInvalid')
        : serverFails
          ? failure('business', 'server.failure')
          : null
    if (refusal) {
      reject(refusal)
      return refusal
    }
    resetDone = true
    resolve(undefined)
    return null
  }

  const seen: Seen[] = []
  for (const next of steps) {
    const before = { codeUnderWay: under.code !== null, resetUnderWay: under.reset !== null, resetDone }
    asked = { code: null, reset: null }
    let typed: ResetSubmission | null = null
    let answeredWith: Seen['answeredWith'] = null
    if (next.do === 'sendCode') actor.send({ type: 'SEND_CODE', phone: phones[next.phone]! })
    if (next.do === 'submit') {
      const number = phones[next.phone]!
      typed = {
        phone: number,
        code: next.rightCode ? (server.codes.get(number) ?? '999999') : '000000',
        newPassword: 'Fresh2026pw',
        duplicatePassword: 'Fresh2026pw',
        ...(purpose === 'modify' ? { password: 'Console2020' } : {}),
      }
      actor.send({ type: 'SUBMIT', submission: typed })
    }
    if (next.do === 'answer' && under[next.call])
      answeredWith = { call: next.call, failure: answer(next.call, next.serverFails) }
    if (next.do === 'second') {
      server.now += 1
      clock.tick?.({ type: 'TICK' })
    }
    if (next.do === 'network') server.online = next.up
    if (next.do === 'dismiss') actor.send({ type: 'DISMISS_FAILURE' })
    await settled()
    seen.push({
      step: next,
      now: server.now,
      waitEnds,
      before,
      codeAsked: asked.code,
      resetSent: asked.reset,
      typed,
      answeredWith,
      context: actor.getSnapshot().context,
      formDone: actor.getSnapshot().matches({ form: 'done' }),
      resetDone,
    })
  }
  actor.stop()
  return seen
}

const property = (check: (seen: Seen[], purpose: ResetPurpose) => void) =>
  fc.assert(
    fc.asyncProperty(pages, async ({ purpose, resendAfterSeconds, waitLeft, steps }) =>
      check(await page(purpose, resendAfterSeconds, waitLeft, steps), purpose),
    ),
    runs,
  )

describe('the password reset page, over random clicks, answers and seconds', () => {
  it('a code is asked for only once the wait the server named is over, and then at once', async () => {
    await property((seen) => {
      for (const [i, { step, before, codeAsked, now }] of seen.entries()) {
        // The wait known when the user clicked: the one before this step.
        const waitEnds = seen[i - 1]?.waitEnds ?? 0
        if (codeAsked) expect(now).toBeGreaterThanOrEqual(waitEnds)
        if (step.do === 'sendCode') expect(codeAsked !== null).toBe(!before.codeUnderWay && now >= waitEnds)
        else expect(codeAsked).toBeNull()
      }
    })
  })

  it('the seconds shown are what is left of the wait, never below 0', async () => {
    await property((seen) => {
      for (const { context, now, waitEnds } of seen)
        expect(context.cooldown).toBe(Math.max(0, waitEnds - now))
    })
  })

  it('one submission at a time, none once the password is reset, and the code request never holds it up', async () => {
    await property((seen) => {
      for (const { step, before, resetSent, typed } of seen) {
        if (step.do !== 'submit') expect(resetSent).toBeNull()
        else expect(resetSent !== null).toBe(!before.resetUnderWay && !before.resetDone)
        if (resetSent) expect(resetSent.submission).toEqual(typed)
      }
    })
  })

  it('every call carries the purpose the page was opened for and the phone typed', async () => {
    await property((seen, purpose) => {
      for (const { step, codeAsked, resetSent } of seen) {
        if (codeAsked)
          expect(codeAsked).toEqual({ phone: phones[(step as { phone: number }).phone], purpose })
        if (resetSent) expect(resetSent.purpose).toBe(purpose)
      }
    })
  })

  it('the page says the password is reset exactly when the server accepted it', async () => {
    await property((seen) => {
      for (const { formDone, resetDone } of seen) expect(formDone).toBe(resetDone)
    })
  })

  it('what went wrong with the latest request is shown until dismissed or something is asked again', async () => {
    await property((seen) => {
      let shown: ApiFailure | null = null
      for (const { step, codeAsked, resetSent, answeredWith, context } of seen) {
        if (codeAsked || resetSent || step.do === 'dismiss') shown = null
        if (answeredWith?.failure) shown = answeredWith.failure
        expect(context.failure).toEqual(shown)
      }
    })
  })
})
