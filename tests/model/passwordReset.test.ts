import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { ApiFailure } from '../../contract/errors.ts'
import { passwordResetMachine } from '../../machines/passwordReset.ts'
import { runModel } from '../support/machineModel.ts'

const failure = (type: ApiFailure['type'], code: string, data?: unknown): ApiFailure => ({
  type,
  code,
  message: code,
  data,
})
const submission = {
  phone: '2348030000012',
  code: '123456',
  newPassword: 'Fresh2026pw',
  duplicatePassword: 'Fresh2026pw',
}

describe('password reset model', () => {
  it('every transition is exercised and the real machine follows the model on each path', async () => {
    const run = await runModel(passwordResetMachine, {
      input: { purpose: 'forget' },
      events: [
        { type: 'SEND_CODE', phone: '2348030000012' },
        { type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 2 } },
        {
          type: 'xstate.error.actor.sendCode',
          error: failure('tooMany', 'auth.codeTooSoon', { seconds: 2 }),
        },
        { type: 'xstate.error.actor.sendCode', error: failure('offline', 'network') },
        { type: 'TICK' },
        { type: 'xstate.error.actor.countdown', error: failure('business', 'unknown') },
        { type: 'SUBMIT', submission },
        { type: 'xstate.done.actor.submitReset' },
        { type: 'xstate.error.actor.submitReset', error: failure('business', 'auth.codeInvalid') },
        { type: 'DISMISS_FAILURE' },
      ] as never,
      check: (snapshot) => expect(snapshot.context.cooldown).toBeGreaterThanOrEqual(0),
    })
    expect(run.uncovered).toEqual([])
  }, 300_000)
})

describe('password reset', () => {
  it('a code can be asked for again only after the cooldown counted down', async () => {
    vi.useFakeTimers()
    const sent: string[] = []
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            sent.push(input.phone)
            return { resendAfterSeconds: 3 }
          }),
          submitReset: fromPromise(async () => {}),
          countdown: fromCallback(({ sendBack }) => {
            const timer = setInterval(() => sendBack({ type: 'TICK' }), 1000)
            return () => clearInterval(timer)
          }),
        },
      }),
      { input: { purpose: 'forget' } },
    ).start()
    actor.send({ type: 'SEND_CODE', phone: '2348030000012' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.cooldown).toBe(3)
    actor.send({ type: 'SEND_CODE', phone: '2348030000012' })
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.cooldown).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true)
    actor.send({ type: 'SEND_CODE', phone: '2348030000012' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(2)
    vi.useRealTimers()
  })

  it('a page that forgot to provide the clock ends the wait at once and keeps why, rather than waiting for ever', async () => {
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          sendCode: fromPromise(async () => ({ resendAfterSeconds: 60 })),
          submitReset: fromPromise(async () => {}),
        },
      }),
      { input: { purpose: 'forget' } },
    ).start()
    actor.send({ type: 'SEND_CODE', phone: '2348030000012' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const { value, context } = actor.getSnapshot()
    expect(value).toEqual({ code: 'idle', form: 'editing' })
    expect(context.cooldown).toBe(0)
    expect(context.failure?.message).toMatch(/countdown must be provided/)
  })

  it('every effect left unprovided fails loudly, naming itself', async () => {
    const actor = createActor(passwordResetMachine, { input: { purpose: 'modify' } }).start()
    actor.send({ type: 'SEND_CODE', phone: '2348030000012' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.failure?.message).toMatch(/sendCode must be provided/)
    actor.send({ type: 'SUBMIT', submission })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.failure?.message).toMatch(/submitReset must be provided/)
  })
})
