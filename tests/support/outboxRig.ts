// The collector's browser half (the real outbox on fake-indexeddb, the real sync runner and the cases
// area) wired to the real server through a faulty transport, for the outbox property test. One rig
// serves a whole file: every schedule works fresh cases of one collector, so the database is never
// rebuilt between schedules.
import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { eq, isNull } from 'drizzle-orm'
import { caseDetail } from '../../contract/cases.ts'
import { setCheckingClock } from '../../contract/checkingClock.ts'
import { signOut } from '../../contract/session.ts'
import { caseDetailKey } from '../../db/caseCache.ts'
import { clearBrowserDatabase, consoleDb } from '../../db/database.ts'
import { nextToSend, type OutboxEntry, outboxOf } from '../../db/outbox.ts'
import { demoPassword } from '../../server/database/demoAccounts.ts'
import { demoCountryOf } from '../../server/database/demoCountries.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases, pins } from '../../server/database/schema/cases.ts'
import { teamTypes } from '../../server/database/schema/system.ts'
import { brandsByCountry, seedCases } from '../../server/database/seedCases.ts'
import { ApiError } from '../../src/api/apiError.ts'
import { serverNow } from '../../src/api/serverClock.ts'
import { type SyncRunner, type SyncTransport, startSync } from '../../src/api/sync/syncRunner.ts'
import { answersOnTheirWay, currentSyncStatus } from '../../src/api/sync/syncStatus.ts'
import { outboxAreas } from '../../src/app/outboxAreas.ts'
import {
  type CaseWriteName,
  keepServerCaseDetail,
  queueCaseWrite,
} from '../../src/features/cases/caseOutbox.ts'
import { discardUnsentOf } from '../../src/features/sync/useSyncQueue.ts'
import { messages } from '../../src/locales/en/messages.po'
import { aRecord, caseIdsWhere, closeMeanwhile, userIdOf } from './caseFixtures.ts'
import {
  type CallRecord,
  type Fault,
  faultyTransport,
  mutationIdOf,
  seededRandom,
} from './faultyTransport.ts'
import { skewedServerClock } from './skewedClock.ts'
import type { TestServer } from './testServer.ts'

// The outbox's own messages (a write too old, one this build cannot send) are said in English.
i18n.loadAndActivate({ locale: 'en', messages })

/** What the collector does to a case; each is queued in the outbox as the case detail queues it. */
export const writeKinds = [
  'markDeal',
  'markNoDeal',
  'pin',
  'unpin',
  'addCollectionRecord',
  'addTodo',
] as const
export type WriteKind = (typeof writeKinds)[number]

/** One thing that happens in a schedule, in order; the runner sends meanwhile. */
export type Step =
  | { do: 'write'; caseIndex: number; kind: WriteKind }
  /** The collector waits until nothing is left to send before going on. */
  | { do: 'settle' }
  /** The server process restarts between two writes. */
  | { do: 'restart' }
  /** The session ends on the server (signed out in another tab, expired): the next send is refused. */
  | { do: 'signOut' }
  /**
   * The collector signs out herself, keeping her unsent writes, and signs in again: the runner is
   * stopped, perhaps with a send under way, and the kept copies go as they do at sign-out.
   */
  | { do: 'signOutAndBack' }
  /** The office closes the case meanwhile: the writes on it still unsent are refused. */
  | { do: 'closeCase'; caseIndex: number }
  /**
   * The collector discards her unsent writes and signs out (the guarded sign-out's own function),
   * while a write is on its way when one is left to send: its call is held until the discard has
   * taken effect and then goes through or fails as `answer` says. She then signs in again.
   */
  | { do: 'discardAndSignOut'; answer: InFlightAnswer }

/** What becomes of the write on its way under a discard. */
export type InFlightAnswer = Extract<Fault, 'none' | 'lostRequest' | 'lostAnswer'>

/** One discard at sign-out: what had been made and called before it, and what was on its way. */
export interface Discard {
  /** The writes made before it (the first n of the run's writes): all given up by it. */
  writesBefore: number
  /** The calls made before it began: a write it gave up is in none after these. */
  callsBefore: number
  /** The write whose call was held under it, if one was left to send. */
  held: string | undefined
  /** What the discard found on its way and waited for. */
  onItsWay: string[]
}

/** What the network does to the schedule's n-th call; `restartDuring` restarts the server under it. */
export type CallFault = Fault | 'restartDuring'

export interface Schedule {
  caseCount: number
  steps: Step[]
  /** The faults of the schedule's first calls, in order; later calls go through. */
  faults: CallFault[]
  /**
   * Which of the schedule's writes (its n-th, counted from 0, modulo their number) the server fails
   * on every time (a 500), whatever the network does: none when absent.
   */
  poisoned?: number
  /**
   * How far the collector's PC clock is ahead of the server's (behind when negative); right when
   * absent. The browser learns the server's from its answers, and stamps records on it.
   */
  clientClockAheadMs?: number
}

export interface QueuedWrite {
  id: string
  caseId: number
  kind: WriteKind
  /** The text of the record or to-do the write adds, unique in the database. */
  text: string
}

/** Everything a schedule left behind, for the properties to judge and a failure to show. */
export interface ScheduleRun {
  /** The collector whose outbox it was. */
  userId: number
  writes: QueuedWrite[]
  /** Open cases without a deal when the schedule began; the first one's detail is kept. */
  caseIds: number[]
  closed: Set<number>
  outbox: OutboxEntry[]
  /** The id of the write the server failed on every time, if the schedule had one. */
  poisonedId: string | undefined
  calls: CallRecord[]
  restarts: number
  /** Of those, the restarts that landed while the server worked on a call. */
  restartsUnderCalls: number
  signOuts: number
  /** Whether the collector signed out herself, which clears the kept copies of the cases. */
  keptCleared: boolean
  discards: Discard[]
}

const marks: Partial<Record<WriteKind, string>> = {
  markDeal: 'MARK_DEAL',
  markNoDeal: 'MARK_NO_DEAL',
  pin: 'PIN',
  unpin: 'UNPIN',
}
const actionOf: Record<WriteKind, CaseWriteName> = {
  markDeal: 'markDeal',
  markNoDeal: 'markNoDeal',
  pin: 'pin',
  unpin: 'unpin',
  addCollectionRecord: 'addCollectionRecord',
  addTodo: 'addTodo',
}

/** Waits a turn of the event loop: the runner's waits end at once, they never sleep. */
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A schedule that does not go quiet within this long is stuck: a write would wait forever. */
const stuckAfterMs = 20_000

/** The rig on a test server, with `freshCases` open cases without a deal for its schedules to work. */
export async function outboxRig(server: TestServer, options: { freshCases: number }) {
  const collectorId = await userIdOf(server, 'collector')
  // About six in ten generated cases come out open and without a deal.
  await seedCollectorCases(server, collectorId, options.freshCases * 2)
  // Handed out in order, each once: no schedule sees another's writes.
  const fresh = await caseIdsWhere(
    server,
    eq(cases.ownerId, collectorId),
    isNull(cases.closedAt),
    eq(cases.deal, false),
  )
  const writer = { userId: collectorId, displayName: 'Proof Collector' }
  let token = await server.signInAs('collector', demoPassword)
  let script: (n: number, input: unknown) => Fault | undefined = () => 'none'
  // The held write's answer, once released: it overrides the schedule's fault for that call.
  const forced = new Map<string, Fault>()
  // A discard waits for the runner's next write to be on its way, and holds it there.
  let hold: { taken?: { id: string; release: (answer: Fault) => void } } | null = null
  let restarting: Promise<void> = Promise.resolve()
  let restarts = 0
  const transport = await faultyTransport(server, {
    random: seededRandom(10),
    token: () => token,
    maxDelayMs: 1,
    script: ({ n, input }) => {
      const id = callMutationIdOf(input)
      const answer = id === undefined ? undefined : forced.get(id)
      if (answer !== undefined) forced.delete(id!)
      // Let through ('none'), the held call meets the server as any other: a poisoned one still fails.
      if (answer === undefined || answer === 'none') return script(n, input)
      return answer
    },
  })
  // The server's clock as the schedule sets it; the browser learns it from every answer it gets.
  let clock = skewedServerClock(0)
  const send = (async (endpoint, input) => {
    const id = callMutationIdOf(input)
    const holding = hold
    if (holding && !holding.taken && id !== undefined)
      forced.set(
        id,
        await new Promise<Fault>((release) => {
          holding.taken = { id, release }
        }),
      )
    const sentAt = Date.now()
    try {
      const answer = await transport.send(endpoint as never, input as never)
      clock.answered(sentAt)
      return answer
    } catch (error) {
      // A refusal or a server failure is an answer too, with its Date header; a lost one is not.
      if (!(error instanceof ApiError && error.type === 'offline')) clock.answered(sentAt)
      throw error
    }
  }) as SyncTransport
  const restart = () => {
    restarts += 1
    const done = restarting.then(() => transport.restart())
    restarting = done
    return done
  }
  let written = 0
  let revoked = false

  async function run(schedule: Schedule): Promise<ScheduleRun> {
    await consoleDb.outbox.clear()
    await clearBrowserDatabase()
    // Pins are the collector's across cases: each schedule starts with none, far from the limit.
    await server.db.delete(pins).where(eq(pins.userId, collectorId))
    // A schedule that ended the session last leaves the collector to sign in again before this one.
    if (revoked) token = await server.signInAs('collector', demoPassword)
    revoked = false
    clock = skewedServerClock(schedule.clientClockAheadMs ?? 0)
    setCheckingClock(clock.serverNow)
    localStorage.clear()
    const caseIds = fresh.splice(0, schedule.caseCount)
    if (caseIds.length < schedule.caseCount) throw new Error('the rig ran out of fresh cases')
    // The collector opened the first case (its detail is kept); she works the others from the list.
    const opened = caseIds[0]!
    const openedAt = Date.now()
    const { body } = await server.call(caseDetail, { caseId: opened }, { token })
    clock.answered(openedAt)
    await keepServerCaseDetail(caseDetailKey(collectorId, opened), collectorId, opened, body.data)
    const firstCall = transport.calls.length
    const writeCount = schedule.steps.filter((step) => step.do === 'write').length
    const poisonedIndex = schedule.poisoned === undefined ? undefined : schedule.poisoned % writeCount
    let poisonedId: string | undefined
    const writes: QueuedWrite[] = []
    script = (n, input) => {
      const id = (input as { clientMutationId?: unknown } | undefined)?.clientMutationId
      // The runner may send the poisoned write before queueCaseWrite has told the rig its id: an id
      // no write carries yet is the one being queued now.
      const beingQueued =
        typeof id === 'string' && writes.length === poisonedIndex && !writes.some((write) => write.id === id)
      if (beingQueued) poisonedId = id
      if (poisonedId !== undefined && id === poisonedId) return 'serverFailure'
      const fault = schedule.faults[n - firstCall] ?? 'none'
      if (fault !== 'restartDuring') return fault
      // After the call is under way: the restart lands while the server works on it.
      restartsUnderCalls += 1
      queueMicrotask(() => void restart())
      return 'none'
    }
    restarts = 0
    let restartsUnderCalls = 0
    let signOuts = 0
    let signingIn: Promise<void> = Promise.resolve()
    const random = seededRandom(firstCall + 1)
    const startRunner = () =>
      startSync({
        userId: collectorId,
        areas: outboxAreas,
        transport: send,
        locks: null,
        now: Date.now,
        random,
        sleep: aTurn,
        probeEveryMs: 1,
        signedOut: () => {
          signOuts += 1
          void signBackIn(false)
        },
      })
    let runner: SyncRunner = startRunner()
    let keptCleared = false
    // The app stops the runner at sign-out and starts another once the collector is back.
    const signBackIn = (herself: boolean) => {
      signingIn = signingIn.then(async () => {
        await runner.stop()
        if (herself) {
          await server.call(signOut, undefined, { token })
          await clearBrowserDatabase()
          // Sign-out clears localStorage, what was learnt of the server's clock with it.
          localStorage.clear()
          keptCleared = true
        }
        const signInAt = Date.now()
        token = await server.signInAs('collector', demoPassword)
        clock.answered(signInAt)
        revoked = false
        runner = startRunner()
      })
      return signingIn
    }

    const discards: Discard[] = []
    /** As the guarded sign-out does it, with a write on its way when one is left to send. */
    const discardAndSignOut = async (answer: InFlightAnswer) => {
      await signingIn
      const holding: NonNullable<typeof hold> = {}
      hold = holding
      const deadline = Date.now() + stuckAfterMs
      try {
        for (;;) {
          if (holding.taken) break
          // Only a write the runner may send now can go on its way: one behind a write parked as
          // failing on its case waits, and waiting for it would wait for ever.
          const left = (await nextToSend(collectorId)) !== undefined
          if (!left && !holding.taken) break
          if (Date.now() > deadline) throw new Error('no write went on its way for the discard')
          await aTurn()
        }
      } finally {
        hold = null
      }
      const held = holding.taken
      const discard: Discard = {
        writesBefore: writes.length,
        callsBefore: transport.calls.length,
        held: held?.id,
        onItsWay: [],
      }
      discards.push(discard)
      const named = (await outboxOf(collectorId)).map((entry) => entry.id)
      discard.onItsWay =
        (await discardUnsentOf(collectorId, named, async () => {
          held?.release(answer)
          await answersOnTheirWay()
        })) ?? []
      // Found on its way or not, the held call goes on: a runner stopping waits for it.
      held?.release(answer)
      await signBackIn(true)
    }
    const closed = new Set<number>()
    const quiet = async () => {
      const deadline = Date.now() + stuckAfterMs
      for (;;) {
        await Promise.all([signingIn, restarting])
        // Quiet: nothing left the runner may send (a write behind a failing one on its case waits).
        if (currentSyncStatus().connection === 'online') {
          const unsent = await nextToSend(collectorId)
          if (unsent === undefined && currentSyncStatus().connection === 'online') return
        }
        if (Date.now() > deadline)
          throw new Error(`the outbox never went quiet (${currentSyncStatus().connection})`)
        await aTurn()
      }
    }
    try {
      for (const step of schedule.steps) {
        if (step.do === 'write') {
          const caseId = caseIds[step.caseIndex % caseIds.length]!
          written += 1
          const text = `proof write ${written}`
          const id = await queueCaseWrite(writer, actionOf[step.kind], {
            caseId,
            ...inputOf(step.kind, text),
          })
          if (writes.length === poisonedIndex) poisonedId = id
          writes.push({ id, caseId, kind: step.kind, text })
        } else if (step.do === 'settle') await quiet()
        else if (step.do === 'restart') await restart()
        else if (step.do === 'signOut') {
          await server.call(signOut, undefined, { token })
          revoked = true
        } else if (step.do === 'signOutAndBack') await signBackIn(true)
        else if (step.do === 'discardAndSignOut') await discardAndSignOut(step.answer)
        else {
          const caseId = caseIds[step.caseIndex % caseIds.length]!
          if (!closed.has(caseId)) await closeMeanwhile(server, caseId, collectorId)
          closed.add(caseId)
        }
      }
      await quiet()
    } finally {
      await signingIn
      await runner.stop()
      await restarting
      setCheckingClock(() => Date.now())
    }
    return {
      userId: collectorId,
      writes,
      caseIds,
      closed,
      outbox: await outboxOf(collectorId),
      poisonedId,
      calls: transport.calls.slice(firstCall),
      restarts,
      restartsUnderCalls,
      signOuts,
      keptCleared,
      discards,
    }
  }

  return { run, collectorId, close: () => transport.close() }
}

/** A call's client id; a batch's is its first write's, which the network's fault for it follows. */
function callMutationIdOf(input: unknown): string | undefined {
  const batch = (input as { writes?: Array<{ payload: unknown }> } | undefined)?.writes
  return mutationIdOf(batch ? batch[0]?.payload : input)
}

function inputOf(kind: WriteKind, text: string): Record<string, unknown> {
  const mark = marks[kind]
  if (mark) return { mark }
  if (kind === 'addTodo') return { text, dueAt: new Date(Date.now() + 86_400_000).toISOString() }
  // As the record form stamps it: made now and dialled before, on the server's clock as learnt.
  const dialled = serverNow() - 10 * 60_000
  return {
    record: aRecord({
      recordText: text,
      madeAt: new Date(serverNow()).toISOString(),
      diallingTime: new Date(dialled).toISOString(),
      connectionTime: new Date(dialled + 20_000).toISOString(),
      hangUpTime: new Date(dialled + 200_000).toISOString(),
    }),
  }
}

/** Open cases of the collector's, enough for every schedule of the run to work fresh ones. */
async function seedCollectorCases(server: TestServer, collectorId: number, count: number): Promise<void> {
  const types = await server.db.select({ id: teamTypes.id, code: teamTypes.code }).from(teamTypes)
  const [owner] = await server.db
    .select({ teamId: users.teamId, cc: users.cc })
    .from(users)
    .where(eq(users.id, collectorId))
  await seedCases(server.db, {
    brandsByCountry: await brandsByCountry(server.db),
    teamTypeIds: {
      collection: types.find((type) => type.code === 'collection')!.id,
      sales: types.find((type) => type.code === 'sales')!.id,
    },
    owners: [
      { userId: collectorId, teamId: owner!.teamId, kind: 'collection', country: demoCountryOf(owner!.cc) },
    ],
    count,
    firstIndex: 50_001,
    seed: 42,
  })
}
