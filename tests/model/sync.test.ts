import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ApiFailure } from '../../contract/errors.ts'
import {
  failuresCounted,
  firstRetryMs,
  longestRetryMs,
  retryDelayMs,
  sendFailureKind,
  syncMachine,
} from '../../machines/sync.ts'
import { runModel } from '../support/machineModel.ts'

const failure = (type: ApiFailure['type'], code: string): ApiFailure => ({ type, code, message: code })
const networkDown = failure('offline', 'network')
const serverError = failure('business', 'server.failure')
const sessionEnded = failure('signedOut', '999998')

describe('sync model', () => {
  it('every transition is exercised and the real machine follows the model on each path', async () => {
    const run = await runModel(syncMachine, {
      input: { online: true },
      events: [
        { type: 'ONLINE' },
        { type: 'OFFLINE' },
        { type: 'QUEUED' },
        { type: 'SEND_NOW' },
        { type: 'RETRY_PARKED' },
        { type: 'SIGNED_IN' },
        { type: 'xstate.done.actor.sendNext', output: 'sent' },
        { type: 'xstate.done.actor.sendNext', output: 'nothingLeft' },
        { type: 'xstate.error.actor.sendNext', error: networkDown },
        { type: 'xstate.error.actor.sendNext', error: serverError },
        { type: 'xstate.error.actor.sendNext', error: sessionEnded },
        { type: 'xstate.done.actor.waitToRetry' },
        { type: 'xstate.done.actor.probe' },
        { type: 'xstate.error.actor.probe', error: networkDown },
      ] as never,
      check: (snapshot) => {
        expect(snapshot.context.failures).toBeLessThanOrEqual(failuresCounted)
        // Waiting out a failure always knows which failure it was.
        if (snapshot.matches('backingOff')) expect(snapshot.context.lastFailure).not.toBeNull()
        if (snapshot.matches('pausedForSignIn')) expect(snapshot.context.lastFailure?.type).toBe('signedOut')
      },
    })
    expect(run.uncovered).toEqual([])
  }, 600_000)

  it('starts offline when the browser has no network, and sends at once when it has', () => {
    const offline = createActor(syncMachine, { input: { online: false } }).start()
    expect(offline.getSnapshot().matches('offline')).toBe(true)
    offline.stop()
    const online = createActor(
      syncMachine.provide({ actors: { sendNext: fromPromise(() => new Promise(() => {})) } }),
      { input: { online: true } },
    ).start()
    expect(online.getSnapshot().value).toBe('flushing')
    online.stop()
  })

  it('a write queued while a send found nothing left is still sent: it looks once more', async () => {
    const answers: Array<(outcome: 'sent' | 'nothingLeft') => void> = []
    const actor = createActor(
      syncMachine.provide({
        actors: { sendNext: fromPromise(() => new Promise((resolve) => answers.push(resolve))) },
      }),
      { input: { online: true } },
    ).start()
    expect(answers).toHaveLength(1)
    actor.send({ type: 'QUEUED' })
    answers[0]?.('nothingLeft')
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('flushing')
    expect(answers).toHaveLength(2)
    answers[1]?.('nothingLeft')
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('online')
    actor.stop()
  })

  /** The machine with sends the test answers by hand and a probe that never gets through. */
  function withHandAnsweredSends(online: boolean) {
    const answers: Array<(outcome: 'sent' | 'nothingLeft') => void> = []
    const actor = createActor(
      syncMachine.provide({
        actors: {
          sendNext: fromPromise(() => new Promise((resolve) => answers.push(resolve))),
          probe: fromPromise(() => new Promise<void>(() => {})),
        },
      }),
      { input: { online } },
    ).start()
    return { actor, answers }
  }

  it('offline, a write queued waits: nothing is sent until the network comes back', () => {
    const { actor, answers } = withHandAnsweredSends(false)
    actor.send({ type: 'QUEUED' })
    expect(actor.getSnapshot().matches('offline')).toBe(true)
    expect(answers).toHaveLength(0)
    actor.send({ type: 'ONLINE' })
    expect(actor.getSnapshot().value).toBe('flushing')
    expect(answers).toHaveLength(1)
    actor.stop()
  })

  it('a send that ends after the browser went offline leaves it offline, so the next write waits', async () => {
    const { actor, answers } = withHandAnsweredSends(true)
    actor.send({ type: 'OFFLINE' })
    answers[0]?.('nothingLeft')
    await Promise.resolve()
    expect(actor.getSnapshot().matches('offline')).toBe(true)
    actor.send({ type: 'QUEUED' })
    expect(actor.getSnapshot().matches('offline')).toBe(true)
    expect(answers).toHaveLength(1)
    actor.stop()
  })
})

describe('what a failed send means', () => {
  it('no network, a server error and too many calls are retried; a signed-out answer pauses', () => {
    expect(sendFailureKind(networkDown)).toBe('network')
    expect(sendFailureKind(serverError)).toBe('network')
    expect(sendFailureKind(failure('tooMany', 'rate.limited'))).toBe('network')
    expect(sendFailureKind(sessionEnded)).toBe('signedOut')
    expect(sendFailureKind(failure('signedOut', 'session.signedOut'))).toBe('signedOut')
  })

  it('a refusal with a business code is parked, not retried', () => {
    expect(sendFailureKind(failure('business', 'case.closed'))).toBe('refused')
    expect(sendFailureKind(failure('conflict', 'mutation.reused'))).toBe('refused')
    expect(sendFailureKind(failure('invalid', 'request.invalid'))).toBe('refused')
    expect(sendFailureKind(failure('forbidden', 'session.forbidden'))).toBe('refused')
  })
})

describe('the wait between tries', () => {
  const randoms = [0, 0.25, 0.5, 0.999999, 1]

  it('doubles from one second, jittered between half and all of it', () => {
    for (let failures = 1; failures <= 6; failures++) {
      const full = firstRetryMs * 2 ** (failures - 1)
      for (const random of randoms) {
        const wait = retryDelayMs(failures, random)
        expect(wait).toBeGreaterThanOrEqual(full / 2)
        expect(wait).toBeLessThanOrEqual(full)
      }
    }
    expect(retryDelayMs(3, 0)).toBeLessThan(retryDelayMs(3, 0.9))
  })

  it('never waits longer than a minute, however many sends failed', () => {
    for (const failures of [7, 8, 20, 1000])
      for (const random of randoms) {
        expect(retryDelayMs(failures, random)).toBeLessThanOrEqual(longestRetryMs)
        expect(retryDelayMs(failures, random)).toBeGreaterThanOrEqual(longestRetryMs / 2)
      }
  })

  it('a random number out of range still gives a wait within the bounds', () => {
    expect(retryDelayMs(1, -3)).toBe(firstRetryMs / 2)
    expect(retryDelayMs(1, 7)).toBe(firstRetryMs)
    expect(retryDelayMs(0, 0.5)).toBeGreaterThanOrEqual(firstRetryMs / 2)
  })
})
