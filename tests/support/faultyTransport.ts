// A network that misbehaves, between a client under test (the outbox and sync machine) and the real
// server handlers: the property test draws a schedule of faults from a seed and checks that no write
// is lost or applied twice whatever happens on the way.
import type { FastifyInstance } from 'fastify'
import type { Envelope } from '../../contract/callBasics.ts'
import { type AnswerOf, type Endpoint, type InputOf, respCodes } from '../../contract/endpoint.ts'
import { type ErrorCode, errorCodes } from '../../contract/errors.ts'
import { sendWriteBatch } from '../../contract/writes.ts'
import { buildApp } from '../../server/app.ts'
import { ApiError } from '../../src/api/apiError.ts'
import { injectCall, type TestServer } from './testServer.ts'

/** What the network does to one call. */
export const faults = ['none', 'lostRequest', 'lostAnswer', 'duplicate', 'delay', 'signedOut'] as const
/**
 * What the network does to one call, or `serverFailure`: the server fails on it (a 500 whose
 * transaction rolled back, nothing applied), as it does every time on a write it cannot take. Only
 * a script names it: a random draw never fails a write that the next try would apply.
 */
export type Fault = (typeof faults)[number] | 'serverFailure'

/** How often each fault happens, out of 1; what is left over is 'none'. */
export type FaultRates = Partial<Record<Exclude<Fault, 'none'>, number>>

export const defaultFaultRates: FaultRates = {
  lostRequest: 0.1,
  lostAnswer: 0.1,
  duplicate: 0.1,
  delay: 0.1,
  signedOut: 0.02,
}

/** One call as it went: what was asked, what the network did, and what the caller got. */
export interface CallRecord {
  n: number
  path: string
  clientMutationId: string | undefined
  fault: Fault
  /** Whether the server saw the call: a lost request never reaches it. */
  reachedServer: boolean
  outcome: 'answered' | 'refused' | 'failed' | 'offline' | 'signedOut'
  /** The server's respCode, when the server answered (even if the answer was then lost). */
  respCode: string | undefined
}

export interface FaultyTransportOptions {
  /** Uniform in [0, 1): a seeded generator, so a failing schedule replays (seededRandom, or fast-check's). */
  random: () => number
  /** The session the client holds now; read at every call, so a test may sign in and out. */
  token: () => string | undefined
  rates?: FaultRates
  /** The longest a delayed call waits before it is sent, in ms. */
  maxDelayMs?: number
  /** Forces the fault of a call (a named scenario); undefined leaves it to the random draw. */
  script?: (call: { n: number; path: string; input: unknown }) => Fault | undefined
}

export type Send = <E extends Endpoint>(entry: E, input: InputOf<E>) => Promise<AnswerOf<E>>

export interface FaultyTransport {
  /** The client's side: the answer's data, or the ApiError src/api/request.ts would throw. */
  send: Send
  /** Stops the server and starts it again on the same database; a call under way loses its answer. */
  restart(): Promise<void>
  /** Every call so far, in the order they were made. */
  readonly calls: readonly CallRecord[]
  /** Closes the transport's own app (the test server closes its database itself). */
  close(): Promise<void>
}

/** A small seeded generator (mulberry32) for schedules drawn without fast-check. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** What the browser's request helper makes of a network failure (src/api/request.ts). */
export function offlineError(): ApiError {
  return new ApiError({ type: 'offline', code: 'network', message: 'The server cannot be reached.' })
}

/** The envelope read as src/api/request.ts reads it: its data, or the failure it names. */
function dataOrFailure(body: { respCode: string; respMsg: string; data: unknown }, status: number): unknown {
  if (body.respCode === respCodes.ok) return body.data
  if (body.respCode === respCodes.signedOut || body.respCode === '402' || status === 402)
    throw new ApiError({ type: 'signedOut', code: body.respCode, message: body.respMsg })
  const type = body.respCode in errorCodes ? errorCodes[body.respCode as ErrorCode].type : 'business'
  throw new ApiError({ type, code: body.respCode, message: body.respMsg, data: body.data })
}

const serverFailureAnswer = {
  respCode: 'server.failure',
  respMsg: errorCodes['server.failure'].respMsg.en,
  data: null,
}

function pick(draw: number, rates: FaultRates): Fault {
  let bound = 0
  for (const fault of faults) {
    if (fault === 'none') continue
    bound += rates[fault] ?? 0
    if (draw < bound) return fault
  }
  return 'none'
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The real app of a test server (Fastify inject on its database) behind a network with faults. The
 * transport runs an app of its own on the server's database, so restart() can stop and start it
 * like a process restart, with what the database committed kept.
 */
export async function faultyTransport(
  server: Pick<TestServer, 'db' | 'config'>,
  options: FaultyTransportOptions,
): Promise<FaultyTransport> {
  const rates = options.rates ?? defaultFaultRates
  const maxDelayMs = options.maxDelayMs ?? 5
  const calls: CallRecord[] = []
  const startApp = () => buildApp({ db: server.db, config: server.config, logger: false })
  let app: FastifyInstance = await startApp()
  // Each start of the app is a generation: an answer from an earlier one never reaches the client.
  let generation = 0
  let restarting: Promise<void> | undefined

  const send: Send = async (entry, input) => {
    if (entry.path === sendWriteBatch.path) return sendBatch((input as BatchInput).writes) as never
    const n = calls.length
    const clientMutationId = (input as { clientMutationId?: unknown } | undefined)?.clientMutationId
    const record: CallRecord = {
      n,
      path: entry.path,
      clientMutationId: typeof clientMutationId === 'string' ? clientMutationId : undefined,
      fault: 'none',
      reachedServer: false,
      outcome: 'offline',
      respCode: undefined,
    }
    calls.push(record)
    const drawn = pick(options.random(), rates)
    const fault = options.script?.({ n, path: entry.path, input }) ?? drawn
    record.fault = fault
    if (fault === 'lostRequest' || restarting) throw offlineError()
    if (fault === 'serverFailure') {
      record.reachedServer = true
      record.respCode = serverFailureAnswer.respCode
      record.outcome = 'failed'
      // Throws as src/api/request.ts throws on a 500.
      return dataOrFailure(serverFailureAnswer, 500) as never
    }
    if (fault === 'delay') await wait(Math.floor(options.random() * (maxDelayMs + 1)))

    const sentTo = generation
    const token = fault === 'signedOut' ? 'Bearer signed-out-elsewhere' : options.token()
    const once = () => injectCall(app, entry, input, token ? { token } : {})
    record.reachedServer = true
    let answer: Awaited<ReturnType<typeof once>>
    try {
      ;[answer] = fault === 'duplicate' ? await Promise.all([once(), once()]) : [await once()]
    } catch {
      // The app stopped under the call (a restart): the client sees the connection drop.
      throw offlineError()
    }
    record.respCode = answer.body.respCode
    if (fault === 'lostAnswer' || generation !== sentTo) throw offlineError()
    try {
      const data = dataOrFailure(answer.body, answer.status)
      record.outcome = 'answered'
      return data as AnswerOf<typeof entry>
    } catch (error) {
      record.outcome = (error as ApiError).type === 'signedOut' ? 'signedOut' : 'refused'
      throw error
    }
  }

  /**
   * A batch of queued writes (server/routes/writeBatches.ts), one record per write it carries. The
   * network does one thing to the whole call: the script's fault for its first write, or the draw. A
   * write the script fails on the server (a poisoned one) is where the server stops: the writes before
   * it are applied, it answers the failure, and the ones after it are not looked at.
   */
  const sendBatch = async (writes: BatchInput['writes']) => {
    const first = calls.length
    const records: CallRecord[] = writes.map((write, index) => ({
      n: first + index,
      path: write.path,
      clientMutationId: mutationIdOf(write.payload),
      fault: 'none',
      reachedServer: false,
      outcome: 'offline',
      respCode: undefined,
    }))
    calls.push(...records)
    const drawn = pick(options.random(), rates)
    const scripted = writes.map((write, index) =>
      options.script?.({ n: first + index, path: write.path, input: write.payload }),
    )
    const failsAt = scripted.indexOf('serverFailure')
    const firstFault = scripted[0] ?? drawn
    const fault: Fault = firstFault === 'serverFailure' ? 'none' : firstFault
    for (const record of records) record.fault = fault
    if (fault === 'lostRequest' || restarting) throw offlineError()
    // Only a batch that reaches the server meets the write it fails on.
    if (failsAt >= 0) records[failsAt]!.fault = 'serverFailure'
    if (fault === 'delay') await wait(Math.floor(options.random() * (maxDelayMs + 1)))

    const sentTo = generation
    const token = fault === 'signedOut' ? 'Bearer signed-out-elsewhere' : options.token()
    const healthy = failsAt === -1 ? writes : writes.slice(0, failsAt)
    const once = async () =>
      healthy.length === 0
        ? { status: 200, body: { respCode: respCodes.ok, respMsg: 'success', data: { answers: [] } } }
        : injectCall(app, sendWriteBatch, { writes: healthy }, token ? { token } : {})
    for (const record of records) record.reachedServer = true
    let answer: Awaited<ReturnType<typeof once>>
    try {
      ;[answer] = fault === 'duplicate' ? await Promise.all([once(), once()]) : [await once()]
    } catch {
      throw offlineError()
    }
    const body = answer.body as { respCode: string; respMsg: string; data: { answers: Envelope[] } | null }
    if (body.respCode !== respCodes.ok) {
      // The batch itself was refused (its session ended): no write in it was looked at.
      for (const record of records) record.respCode = body.respCode
    } else {
      const answers = [...body.data!.answers]
      const stopped = answers.some((one) => one.respCode !== respCodes.ok)
      if (failsAt >= 0 && !stopped && answers.length === failsAt) answers.push(serverFailureAnswer)
      body.data = { answers }
      for (const [index, record] of records.entries()) {
        const own = answers[index]
        record.respCode = own?.respCode
        if (!own) record.reachedServer = false
      }
    }
    if (fault === 'lostAnswer' || generation !== sentTo) throw offlineError()
    for (const record of records) {
      if (record.respCode === undefined) continue
      record.outcome =
        record.respCode === respCodes.ok
          ? 'answered'
          : record.respCode === respCodes.signedOut
            ? 'signedOut'
            : record.respCode === serverFailureAnswer.respCode
              ? 'failed'
              : 'refused'
    }
    return dataOrFailure(body, answer.status)
  }

  return {
    send,
    calls,
    async restart() {
      restarting = (async () => {
        generation += 1
        await app.close()
        app = await startApp()
      })()
      try {
        await restarting
      } finally {
        restarting = undefined
      }
    },
    close: () => app.close(),
  }
}

interface BatchInput {
  writes: Array<{ path: string; payload: Record<string, unknown> }>
}

/** A write's client id, from its payload. */
export function mutationIdOf(payload: unknown): string | undefined {
  const id = (payload as { clientMutationId?: unknown } | undefined)?.clientMutationId
  return typeof id === 'string' ? id : undefined
}
