import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate'
import type { Endpoint } from '../../../contract/endpoint.ts'
import { offlineWriteMaxAgeMs, sendWriteBatch, writeBatchLimit } from '../../../contract/writes.ts'
import { consoleDb } from '../../../db/database.ts'
import {
  discard,
  enqueue,
  type NewOutboxEntry,
  type OutboxEntry,
  outboxOf,
  retryParked,
} from '../../../db/outbox.ts'
import { firstRetryMs, serverFailuresBeforeParking } from '../../../machines/sync.ts'
import { eventually } from '../../../tests/support/eventually.ts'
import { fakeLocks } from '../../../tests/support/fakeLocks.ts'
import { servingBatches, takesBatches } from '../../../tests/support/servingBatches.ts'
import { ApiError } from '../apiError.ts'
import type { OutboxArea } from './outboxArea.ts'
import { type SyncOptions, type SyncRunner, startSync } from './syncRunner.ts'
import { currentSyncStatus, onChangesSent, onServerReachedAgain, wantSync } from './syncStatus.ts'

const userId = 7

const write = (id: string, caseId = 370, path = '/collection/case/mark'): NewOutboxEntry => ({
  id,
  userId,
  area: 'cases',
  action: 'markDeal',
  path,
  payload: { caseId, clientMutationId: id, mark: 'MARK_DEAL' },
  subject: { key: `case:${caseId}`, title: `C${caseId}`, openPath: `/cases/detail/${caseId}` },
  createdAt: 1,
})

const offline = () => new ApiError({ type: 'offline', code: 'network', message: 'no network' })
const closed = () =>
  new ApiError({ type: 'business', code: 'case.closed', message: 'The case is closed; no more changes.' })
const sessionEnded = () => new ApiError({ type: 'signedOut', code: '999998', message: 'Sign in again.' })

/** A server that applies each write once per id and answers a replay with the first answer. */
function fakeServer() {
  const applied = new Map<string, unknown>()
  const calls: Array<{ path: string; id: string }> = []
  let inFlight = 0
  let mostInFlight = 0
  const apply = async (endpoint: Endpoint, input: unknown) => {
    const id = (input as { clientMutationId: string }).clientMutationId
    calls.push({ path: endpoint.path, id })
    inFlight++
    mostInFlight = Math.max(mostInFlight, inFlight)
    await new Promise((resolve) => setTimeout(resolve, 1))
    inFlight--
    if (!applied.has(id)) applied.set(id, { answeredFor: id })
    return applied.get(id)
  }
  return { applied, calls, apply, mostInFlight: () => mostInFlight }
}

function areaRecording() {
  const settled: Array<{ id: string; answer: unknown }> = []
  const refused: string[] = []
  const area: OutboxArea = {
    settle: async (entry, answer) => void settled.push({ id: entry.id, answer }),
    refused: async (entry) => void refused.push(entry.id),
  }
  return { settled, refused, areas: { cases: area } }
}

const runners: SyncRunner[] = []
const waits: number[] = []
function run(options: Partial<SyncOptions> & Pick<SyncOptions, 'transport' | 'areas'>): SyncRunner {
  const runner = startSync({
    userId,
    locks: null,
    // Waits are recorded and end at once: the tests never wait out a back-off.
    sleep: async (ms) => {
      waits.push(ms)
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    random: () => 0.5,
    now: () => 1_000_000,
    signedOut: () => {},
    ...options,
    // Queued writes go in batches, which the fake server takes write by write as the real one does.
    transport: options.transport && servingBatches(options.transport),
  })
  runners.push(runner)
  return runner
}

const entryStates = async () =>
  Object.fromEntries((await outboxOf(userId)).map((entry: OutboxEntry) => [entry.id, entry.state]))

beforeEach(async () => {
  await consoleDb.outbox.clear()
  waits.length = 0
})

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()))
  vi.restoreAllMocks()
})

describe('the sync runner', () => {
  it('sends the writes in the order they were made, one after the other, and settles each answer', async () => {
    const server = fakeServer()
    const { settled, areas } = areaRecording()
    for (const id of ['first', 'second', 'third']) await enqueue(write(id))
    run({ transport: server.apply, areas })
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(server.calls.map((call) => call.id)).toEqual(['first', 'second', 'third'])
    expect(server.mostInFlight()).toBe(1)
    expect(settled).toEqual([
      { id: 'first', answer: { answeredFor: 'first' } },
      { id: 'second', answer: { answeredFor: 'second' } },
      { id: 'third', answer: { answeredFor: 'third' } },
    ])
    await eventually(() => expect(currentSyncStatus().connection).toBe('online'))
  })

  it('says once that changes were sent when the outbox is empty again, and nothing when it only found it empty', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    let told = 0
    const stopListening = onChangesSent(() => told++)
    try {
      run({ transport: server.apply, areas })
      await eventually(() => expect(currentSyncStatus().connection).toBe('online'))
      expect(told).toBe(0)
      for (const id of ['pin', 'mark']) await enqueue(write(id))
      await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
      await eventually(() => expect(told).toBe(1))
    } finally {
      stopListening()
    }
  })

  it('a write queued while it runs is sent without being asked', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    run({ transport: server.apply, areas })
    await eventually(() => expect(currentSyncStatus().connection).toBe('online'))
    await enqueue(write('later'))
    await eventually(() => expect(server.applied.has('later')).toBe(true))
  })

  it('a write whose answer was lost is sent again with the same id, and applied once', async () => {
    const server = fakeServer()
    const { settled, areas } = areaRecording()
    let answersLost = 1
    await enqueue(write('deal'))
    run({
      areas,
      transport: async (endpoint, input) => {
        await server.apply(endpoint, input)
        if (answersLost-- > 0) throw offline()
        return server.apply(endpoint, input)
      },
    })
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(new Set(server.calls.map((call) => call.id))).toEqual(new Set(['deal']))
    expect(server.applied.size).toBe(1)
    expect(settled).toEqual([{ id: 'deal', answer: { answeredFor: 'deal' } }])
    // The retry waited first: half to all of a second, the first step of the back-off.
    expect(waits[0]).toBeGreaterThanOrEqual(firstRetryMs / 2)
    expect(waits[0]).toBeLessThanOrEqual(firstRetryMs)
  })

  it('waits longer after each failed send in a row, and says when it tries next', async () => {
    const { areas } = areaRecording()
    let failuresLeft = 3
    const statuses: Array<number | null> = []
    await enqueue(write('stubborn'))
    run({
      areas,
      random: () => 0,
      transport: async () => {
        statuses.push(currentSyncStatus().retryAt)
        if (failuresLeft-- > 0)
          throw new ApiError({ type: 'business', code: 'server.failure', message: '500' })
        return {}
      },
      sleep: async (ms) => {
        waits.push(ms)
        expect(currentSyncStatus()).toEqual({ connection: 'retrying', retryAt: 1_000_000 + ms })
        await new Promise((resolve) => setTimeout(resolve, 0))
      },
    })
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(waits).toEqual([500, 1000, 2000])
  })

  it('after a network failure, a server answering the probe again ends the wait at once', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    let networkUp = false
    await enqueue(write('madeOnLieFi'))
    run({
      areas,
      transport: async (endpoint, input) => {
        if (!networkUp) throw offline()
        return endpoint.path === '/health' ? { status: 'ok' } : server.apply(endpoint, input)
      },
      probeEveryMs: 5_000,
      // The back-off's wait never ends here: only the probe can bring the send forward.
      sleep: (ms, signal) =>
        ms === 5_000
          ? new Promise((resolve) => setTimeout(resolve, 5))
          : new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
    })
    await eventually(() => expect(currentSyncStatus().connection).toBe('retrying'))
    networkUp = true
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(server.applied.has('madeOnLieFi')).toBe(true)
  })

  it('a business refusal parks the write with the server’s reason and the next one is sent', async () => {
    const server = fakeServer()
    const { refused, areas } = areaRecording()
    await enqueue(write('onClosedCase', 1))
    await enqueue(write('onOpenCase', 2))
    run({
      areas,
      transport: async (endpoint, input) => {
        if ((input as { caseId: number }).caseId === 1) throw closed()
        return server.apply(endpoint, input)
      },
    })
    await eventually(() => expect(server.applied.has('onOpenCase')).toBe(true))
    await eventually(async () => expect(await entryStates()).toEqual({ onClosedCase: 'parked' }))
    const [parked] = await outboxOf(userId)
    expect(parked?.lastError).toEqual({
      code: 'case.closed',
      message: 'The case is closed; no more changes.',
    })
    expect(refused).toEqual(['onClosedCase'])
  })

  it('a write the server fails every time is parked after a few tries with its answer; the others go on, those on its case wait', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    const poisonedCalls: string[] = []
    let mended = false
    const failing = () =>
      new ApiError({
        type: 'business',
        code: 'server.failure',
        message: 'Something went wrong on the server.',
      })
    await enqueue(write('poisoned', 1))
    await enqueue(write('otherCase', 2))
    await enqueue(write('sameCaseAfter', 1))
    await enqueue(write('anotherCase', 3))
    run({
      areas,
      transport: async (endpoint, input) => {
        if (endpoint.path === '/health') return { status: 'ok' }
        const id = (input as { clientMutationId: string }).clientMutationId
        if (id === 'poisoned' && !mended) {
          poisonedCalls.push(id)
          throw failing()
        }
        return server.apply(endpoint, input)
      },
    })
    await eventually(() => expect(server.applied.has('anotherCase')).toBe(true))
    expect([...server.applied.keys()]).toEqual(['otherCase', 'anotherCase'])
    await eventually(() => expect(currentSyncStatus().connection).toBe('online'))
    expect(poisonedCalls).toHaveLength(serverFailuresBeforeParking)
    expect(await outboxOf(userId)).toMatchObject([
      {
        id: 'poisoned',
        state: 'parked',
        attempts: serverFailuresBeforeParking,
        lastError: { code: 'server.failure', message: 'Something went wrong on the server.' },
      },
      // On the same case, it waits behind the parked one: the case takes its writes in the order made.
      { id: 'sameCaseAfter', state: 'queued', attempts: 0 },
    ])

    // Retried once the server is mended, it goes back in the queue, and its case gets both, in order.
    mended = true
    expect(await retryParked('poisoned')).toBe(true)
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect([...server.applied.keys()]).toEqual(['otherCase', 'anotherCase', 'poisoned', 'sameCaseAfter'])
  })

  it('a write the server fails every time is not parked while the server fails everything (its health too)', async () => {
    const { areas } = areaRecording()
    let calls = 0
    await enqueue(write('duringOutage', 1))
    run({
      areas,
      transport: async () => {
        calls += 1
        throw new ApiError({ type: 'business', code: 'server.failure', message: 'Down.' })
      },
    })
    await eventually(() => expect(calls).toBeGreaterThan(serverFailuresBeforeParking * 2))
    // Still being tried (queued between tries, or sending one at this moment), never parked.
    const [entry, ...others] = await outboxOf(userId)
    expect(others).toEqual([])
    expect(entry?.id).toBe('duringOutage')
    expect(entry?.state).not.toBe('parked')
  })

  it('discarding a write parked for failing on the server lets the writes behind it on its case go', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    await enqueue(write('poisoned', 1))
    await enqueue(write('sameCaseAfter', 1))
    run({
      areas,
      transport: async (endpoint, input) => {
        if (endpoint.path === '/health') return { status: 'ok' }
        if ((input as { clientMutationId: string }).clientMutationId === 'poisoned')
          throw new ApiError({ type: 'business', code: 'server.failure', message: 'Failed.' })
        return server.apply(endpoint, input)
      },
    })
    await eventually(async () =>
      expect(await entryStates()).toEqual({ poisoned: 'parked', sameCaseAfter: 'queued' }),
    )
    await eventually(() => expect(currentSyncStatus().connection).toBe('online'))
    // Straight in the outbox, as another tab does: this tab's wantSync() is not called.
    await discard('poisoned')
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(server.applied.has('sameCaseAfter')).toBe(true)
  })

  it('a refused write tried again from another tab is sent without being asked; one given up is not', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    let closedOnServer = true
    await enqueue(write('given up', 1))
    await enqueue(write('tried again', 2))
    run({
      areas,
      transport: async (endpoint, input) => {
        if (closedOnServer) throw closed()
        return server.apply(endpoint, input)
      },
    })
    await eventually(async () =>
      expect(await entryStates()).toEqual({ 'given up': 'parked', 'tried again': 'parked' }),
    )
    closedOnServer = false
    // Straight in the outbox, as another tab does: this tab's wantSync() is not called.
    await discard('given up')
    await retryParked('tried again')
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(server.calls.map((call) => call.id)).toEqual(['tried again'])
  })

  it('a write this build cannot send is parked with a clear reason, never thrown', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    await enqueue(write('fromNewerBuild', 370, '/collection/case/somethingNew'))
    await enqueue(write('known'))
    run({ transport: server.apply, areas })
    await eventually(() => expect(server.applied.has('known')).toBe(true))
    const [parked] = await outboxOf(userId)
    expect(parked?.state).toBe('parked')
    expect(parked?.lastError?.message).toMatch(/cannot be sent by this version/)
    expect(server.calls.map((call) => call.path)).not.toContain('/collection/case/somethingNew')
  })

  it('a write older than a write may wait offline is parked, not sent: the server may have forgotten its id', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    await enqueue({ ...write('madeLongAgo'), createdAt: 1_000_000 - offlineWriteMaxAgeMs - 1 })
    await enqueue({ ...write('madeToday'), createdAt: 1_000_000 - 60_000 })
    run({ transport: server.apply, areas })
    await eventually(() => expect(server.applied.has('madeToday')).toBe(true))
    const [parked] = await outboxOf(userId)
    expect(parked).toMatchObject({ id: 'madeLongAgo', state: 'parked', lastError: { code: 'outbox.tooOld' } })
    expect(server.calls.map((call) => call.id)).not.toContain('madeLongAgo')
  })

  it('the server answering again after a failure is announced once, for the session to check its token', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    let reached = 0
    const stopListening = onServerReachedAgain(() => reached++)
    let down = true
    await enqueue(write('a'))
    run({
      transport: async (endpoint, input) => {
        if (down) {
          down = false
          throw offline()
        }
        return server.apply(endpoint, input)
      },
      areas,
    })
    await eventually(() => expect(server.applied.has('a')).toBe(true))
    await eventually(() => expect(currentSyncStatus().connection).toBe('online'))
    stopListening()
    expect(reached).toBe(1)
  })

  it('a signed-out answer pauses sending, tells the session, and keeps every write', async () => {
    const signedOut = vi.fn()
    const { areas } = areaRecording()
    const transport = vi.fn(async () => {
      throw sessionEnded()
    })
    // What the sync machine was told, and whether it stayed paused after each.
    const told: Array<{ event: string; paused: boolean }> = []
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef.sessionId !== inspection.rootId)
        return
      told.push({
        event: inspection.event.type,
        paused: (inspection.snapshot as AnyMachineSnapshot).matches('pausedForSignIn'),
      })
    }
    await enqueue(write('a'))
    await enqueue(write('b'))
    run({ areas, transport, signedOut, inspect })
    await eventually(() => expect(currentSyncStatus().connection).toBe('signInNeeded'))
    expect(signedOut).toHaveBeenCalledOnce()
    expect(await entryStates()).toEqual({ a: 'queued', b: 'queued' })
    // Neither a new write nor the user's asking sends anything without a session: the machine hears
    // both and stays paused.
    const heardBefore = told.length
    await enqueue(write('c'))
    wantSync()
    await eventually(() =>
      expect(told.slice(heardBefore).map((each) => each.event)).toEqual(
        expect.arrayContaining(['QUEUED', 'SEND_NOW']),
      ),
    )
    expect(told.slice(heardBefore).every((each) => each.paused)).toBe(true)
    expect(transport).toHaveBeenCalledOnce()
  })

  it('with no network it waits offline, then sends when the browser says the network is back', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    let networkUp = false
    await enqueue(write('madeOffline'))
    run({
      areas,
      transport: async (endpoint, input) => {
        if (!networkUp) throw offline()
        return server.apply(endpoint, input)
      },
      // The probe never succeeds in this test: only the browser's event brings the network back.
      probeEveryMs: 60_000,
      sleep: (_, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
    })
    window.dispatchEvent(new Event('offline'))
    await eventually(() => expect(['offline', 'retrying']).toContain(currentSyncStatus().connection))
    networkUp = true
    window.dispatchEvent(new Event('online'))
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(server.applied.has('madeOffline')).toBe(true)
  })

  it('asked to send with the browser offline, it tries; a call that never left counts no attempt, one that left does', async () => {
    const { areas } = areaRecording()
    const transport = vi.fn(async () => {
      throw offline()
    })
    await enqueue(write('madeOffline'))
    const browserOnline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    run({
      areas,
      transport,
      // Neither the probe's pause nor the back-off's ever ends here: only what the test does moves it.
      sleep: (_, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
    })
    await eventually(() => expect(currentSyncStatus().connection).toBe('offline'))
    // The user's "send now": the browser is often wrong about its network, so it is tried.
    wantSync()
    await eventually(() => expect(transport).toHaveBeenCalledOnce())
    await eventually(async () =>
      expect(await outboxOf(userId)).toMatchObject([{ state: 'queued', attempts: 0, lastError: null }]),
    )
    expect(currentSyncStatus().connection).toBe('offline')

    // The browser says the network is back, but the call gets no answer: it left, and it counts.
    browserOnline.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await eventually(() => expect(transport).toHaveBeenCalledTimes(2))
    await eventually(async () =>
      expect(await outboxOf(userId)).toMatchObject([
        { state: 'queued', attempts: 1, lastError: { code: 'network' } },
      ]),
    )
  })

  it('a second tab of the same user sends nothing while the first holds the outbox, then takes over', async () => {
    const locks = fakeLocks()
    const server = fakeServer()
    const { areas } = areaRecording()
    const firstTab = vi.fn(server.apply)
    const secondTab = vi.fn(server.apply)
    const first = run({ areas, locks, transport: firstTab })
    await eventually(() => expect(locks.holders.size).toBe(1))
    const second = run({ areas, locks, transport: secondTab })
    await enqueue(write('one'))
    await eventually(() => expect(server.applied.has('one')).toBe(true))
    expect(secondTab).not.toHaveBeenCalled()
    await first.stop()
    await enqueue(write('two'))
    await eventually(() => expect(server.applied.has('two')).toBe(true))
    expect(
      firstTab.mock.calls.map(([, input]) => (input as { clientMutationId: string }).clientMutationId),
    ).toEqual(['one'])
    expect(secondTab).toHaveBeenCalledOnce()
    await second.stop()
    expect(locks.holders.size).toBe(0)
  })

  it('another user’s writes are never sent by this user’s runner', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    await enqueue({ ...write('someoneElses'), userId: 8 })
    await enqueue(write('mine'))
    run({ transport: server.apply, areas })
    await eventually(() => expect(server.applied.has('mine')).toBe(true))
    expect(server.applied.has('someoneElses')).toBe(false)
  })
})

describe('queued writes go in batches (issue 28)', () => {
  /** The fake server behind the batch call, counting the calls and how many writes each carried. */
  function batchingServer(perWrite: SyncOptions['transport'] & {}) {
    const batches: number[] = []
    const serve = servingBatches(perWrite)
    const transport: SyncOptions['transport'] = async (endpoint, input) => {
      if (endpoint.path === sendWriteBatch.path) batches.push((input as { writes: unknown[] }).writes.length)
      return serve(endpoint, input)
    }
    takesBatches.add(transport)
    return { batches, transport }
  }

  it('250 queued writes go in three calls of at most 100, in the order made, each applied and settled once', async () => {
    const server = fakeServer()
    const { settled, areas } = areaRecording()
    const ids = Array.from({ length: 250 }, (_, index) => `w${index}`)
    for (const [index, id] of ids.entries()) await enqueue(write(id, 370 + (index % 7)))
    const { batches, transport } = batchingServer(server.apply)
    run({ transport, areas })
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(batches).toEqual([writeBatchLimit, writeBatchLimit, 50])
    expect(server.calls.map((call) => call.id)).toEqual(ids)
    expect(settled.map((one) => one.id)).toEqual(ids)
  })

  it('a write refused in a batch ends it: the write after it on the same case goes in a call of its own, after the refusal is known', async () => {
    const server = fakeServer()
    const { settled, refused, areas } = areaRecording()
    for (const id of ['before', 'refused', 'after']) await enqueue(write(id))
    const order: string[] = []
    const { batches, transport } = batchingServer(async (endpoint, input) => {
      const id = (input as { clientMutationId: string }).clientMutationId
      order.push(id)
      if (id === 'refused') throw closed()
      return server.apply(endpoint, input)
    })
    run({ transport, areas })
    await eventually(async () => expect(await entryStates()).toEqual({ refused: 'parked' }))
    // One batch carried all three, and stopped at the refusal; 'after' went alone once it was parked.
    expect(batches).toEqual([3])
    expect(order).toEqual(['before', 'refused', 'after'])
    expect(settled.map((one) => one.id)).toEqual(['before', 'after'])
    expect(refused).toEqual(['refused'])
  })

  it('a batch the server fails on as a whole blames no write: the first goes alone, and the rest in the next batch', async () => {
    const server = fakeServer()
    const { settled, areas } = areaRecording()
    for (const id of ['one', 'two', 'three']) await enqueue(write(id))
    let failBatch = true
    const batches: number[] = []
    const serve = servingBatches(server.apply)
    const transport: SyncOptions['transport'] = async (endpoint, input) => {
      if (endpoint.path === sendWriteBatch.path) {
        batches.push((input as { writes: unknown[] }).writes.length)
        if (failBatch) {
          failBatch = false
          throw new ApiError({ type: 'business', code: 'server.failure', message: 'The server failed.' })
        }
      }
      return serve(endpoint, input)
    }
    takesBatches.add(transport)
    run({ transport, areas })
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(batches).toEqual([3, 2])
    expect(settled.map((one) => one.id)).toEqual(['one', 'two', 'three'])
    expect(await outboxOf(userId)).toEqual([])
  })

  it('a batch answered with no write looked at is waited on as a failure, not sent again at once', async () => {
    const server = fakeServer()
    const { areas } = areaRecording()
    for (const id of ['one', 'two']) await enqueue(write(id))
    let emptyAnswers = 2
    const serve = servingBatches(server.apply)
    const transport: SyncOptions['transport'] = async (endpoint, input) =>
      endpoint.path === sendWriteBatch.path && emptyAnswers-- > 0 ? { answers: [] } : serve(endpoint, input)
    takesBatches.add(transport)
    run({ transport, areas })
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(waits).toHaveLength(2)
    expect((await outboxOf(userId)).length).toBe(0)
  })

  it('a server failure stops the batch: the writes before it are kept, the ones after it wait untried behind it', async () => {
    const server = fakeServer()
    const { settled, areas } = areaRecording()
    for (const id of ['before', 'failing', 'after']) await enqueue(write(id))
    let failures = 1
    const { batches, transport } = batchingServer(async (endpoint, input) => {
      if ((input as { clientMutationId: string }).clientMutationId === 'failing' && failures-- > 0)
        throw new ApiError({ type: 'business', code: 'server.failure', message: 'The server failed.' })
      return server.apply(endpoint, input)
    })
    run({ transport, areas })
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    // The first call took 'before' and stopped at 'failing'; the next, after a wait, took the other two.
    expect(batches).toEqual([3, 2])
    expect(server.calls.map((call) => call.id)).toEqual(['before', 'failing', 'after'])
    expect(settled.map((one) => one.id)).toEqual(['before', 'failing', 'after'])
    expect(waits).toHaveLength(1)
  })

  it('a batch whose answer was lost is sent again with the same ids, and each write is applied once', async () => {
    const server = fakeServer()
    const { settled, areas } = areaRecording()
    for (const id of ['one', 'two', 'three']) await enqueue(write(id))
    let lose = true
    const serve = servingBatches(server.apply)
    const transport: SyncOptions['transport'] = async (endpoint, input) => {
      const answer = await serve(endpoint, input)
      if (lose) {
        lose = false
        throw offline()
      }
      return answer
    }
    takesBatches.add(transport)
    run({ transport, areas })
    await eventually(async () => expect(await outboxOf(userId)).toEqual([]))
    expect(server.calls.map((call) => call.id)).toEqual(['one', 'two', 'three', 'one', 'two', 'three'])
    expect([...server.applied.keys()]).toEqual(['one', 'two', 'three'])
    expect(settled.map((one) => one.id)).toEqual(['one', 'two', 'three'])
  })
})
