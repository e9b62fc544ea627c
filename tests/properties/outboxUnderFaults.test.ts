import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverFailuresBeforeParking } from '../../machines/sync.ts'
import { faults } from '../support/faultyTransport.ts'
import {
  type CallFault,
  type InFlightAnswer,
  outboxRig,
  type Schedule,
  type ScheduleRun,
  type Step,
  writeKinds,
} from '../support/outboxRig.ts'
import { brokenPromises } from '../support/outboxVerdict.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The real outbox, sync runner and cases area against the real server through a network that loses
// requests and answers, sends twice, delays, restarts the server and ends the session, while the
// collector may discard her unsent writes at sign-out with a call on its way (one write or a batch),
// over seeded schedules: no write lost but those she discarded, none applied twice, none sent after she
// discarded it but those on their way, nothing discarded left in the outbox, each case's writes taken in the order made,
// every parked write explained by the server (or the outbox), and the case shown as the server holds it.
// In some schedules the server fails on one write every time (a poisoned write): it is parked after
// a few tries, the writes on other cases go on, and those on its case wait behind it. In some the
// collector's PC clock is minutes ahead of the server's or behind it: the browser learns the server's
// clock from its answers, and no record it stamps is refused for its time.
// OUTBOX_FAULT_RUNS sets how many schedules (500 by default: each run of `npm test` draws new ones, and
// 500 saw the rarest happening 15 to 22 times in the runs measured; 1000 took 160 to 200 s of CPU that
// the other test runners share); OUTBOX_FAULT_SEED (and OUTBOX_FAULT_PATH)
// replay a failure's schedules. A replay draws the same schedules and the same fault for the n-th call,
// but when the runner sends relative to the steps is the machine's timing, so a rare failure may
// need a few replays.

const runs = Number(process.env.OUTBOX_FAULT_RUNS ?? 500)
const seed = process.env.OUTBOX_FAULT_SEED === undefined ? undefined : Number(process.env.OUTBOX_FAULT_SEED)
/** With the seed, the path a failure printed goes straight to its counterexample. */
const path = process.env.OUTBOX_FAULT_PATH
const maxCases = 3

let server: TestServer
let rig: Awaited<ReturnType<typeof outboxRig>>
beforeAll(async () => {
  server = await startTestServer()
  // Fresh cases for every schedule, and for the shrinking of a failing one.
  rig = await outboxRig(server, { freshCases: runs * maxCases + 400 })
}, 600_000)
afterAll(async () => {
  await rig?.close()
  await server?.close()
})

const write = fc.record({
  do: fc.constant('write' as const),
  caseIndex: fc.nat(maxCases - 1),
  kind: fc.constantFrom(...writeKinds),
})
const event: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ do: 'settle' as const }), weight: 4 },
  { arbitrary: fc.constant({ do: 'restart' as const }), weight: 2 },
  { arbitrary: fc.constant({ do: 'signOut' as const }), weight: 2 },
  { arbitrary: fc.constant({ do: 'signOutAndBack' as const }), weight: 2 },
  {
    arbitrary: fc.record({ do: fc.constant('closeCase' as const), caseIndex: fc.nat(maxCases - 1) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      do: fc.constant('discardAndSignOut' as const),
      answer: fc.constantFrom<InFlightAnswer[]>('none', 'lostRequest', 'lostAnswer'),
    }),
    weight: 2,
  },
)
const callFault: fc.Arbitrary<CallFault> = fc.oneof(
  { arbitrary: fc.constant<CallFault>('none'), weight: 6 },
  { arbitrary: fc.constantFrom<CallFault[]>('lostRequest', 'lostAnswer', 'duplicate'), weight: 6 },
  { arbitrary: fc.constantFrom<CallFault[]>('delay', 'signedOut', 'restartDuring'), weight: 3 },
)

/** 3-8 writes over 1-3 cases, with up to three events (a pause, a restart, a sign-out, a closing) among them. */
const schedule: fc.Arbitrary<Schedule> = fc
  .record({
    caseCount: fc.integer({ min: 1, max: maxCases }),
    writes: fc.array(write, { minLength: 3, maxLength: 8 }),
    events: fc.array(fc.record({ before: fc.nat(8), event }), { maxLength: 3 }),
    faults: fc.array(callFault, { maxLength: 12 }),
    poisoned: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.nat(7), weight: 1 }),
    clientClockAheadMs: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 2 },
      { arbitrary: fc.constantFrom(-12, -7, 7, 12).map((minutes) => minutes * 60_000), weight: 1 },
    ),
  })
  .map(({ caseCount, writes, events, faults, poisoned, clientClockAheadMs }) => {
    const steps: Step[] = []
    writes.forEach((step, index) => {
      for (const { event: happening } of events.filter(({ before }) => before === index))
        steps.push(happening)
      steps.push(step)
    })
    for (const { event: happening } of events.filter(({ before }) => before >= writes.length))
      steps.push(happening)
    return { caseCount, steps, faults, poisoned, clientClockAheadMs }
  })

/** How many schedules saw each thing happen, and how often in all: the run's proof of what it tried. */
const schedulesThatSaw = new Map<string, number>()
const totals = new Map<string, number>()
const add = (counts: Map<string, number>, name: string, times: number) => {
  if (times > 0) counts.set(name, (counts.get(name) ?? 0) + times)
}
function count(run: ScheduleRun, { steps, clientClockAheadMs = 0 }: Schedule): void {
  const seen: Record<string, number> = {
    'client clock ahead': clientClockAheadMs > 0 ? 1 : 0,
    'client clock behind': clientClockAheadMs < 0 ? 1 : 0,
    'restart between writes': run.restarts - run.restartsUnderCalls,
    'restart under a call': run.restartsUnderCalls,
    'session ended under the runner': run.signOuts,
    'signed out and back': steps.filter((step) => step.do === 'signOutAndBack').length,
    'case closed meanwhile': steps.filter((step) => step.do === 'closeCase').length,
    'parked write': run.outbox.filter((entry) => entry.state === 'parked').length,
    'poisoned write': run.poisonedId === undefined ? 0 : 1,
    'write waiting behind a poisoned one': run.outbox.filter((entry) => entry.state !== 'parked').length,
    'discard during a write in flight': run.discards.filter((discard) => discard.held).length,
    'discard with nothing left to send': run.discards.filter((discard) => !discard.held).length,
  }
  for (const call of run.calls) if (call.fault !== 'none') seen[call.fault] = (seen[call.fault] ?? 0) + 1
  for (const [name, times] of Object.entries(seen)) {
    add(schedulesThatSaw, name, Math.min(times, 1))
    add(totals, name, times)
  }
  for (const entry of run.outbox)
    if (entry.state === 'parked') add(totals, `parked ${entry.lastError?.code}`, 1)
  add(totals, 'writes', run.writes.length)
  add(totals, 'calls', run.calls.length)
}
const listed = (counts: Map<string, number>) =>
  [...counts].map(([name, times]) => `${name} ${times}`).join(', ')

function failure(run: ScheduleRun, broken: string[]): Error {
  const calls = run.calls.map(
    (call) =>
      `  #${call.n} ${call.path} ${call.clientMutationId ?? ''} ${call.fault} -> ${call.outcome}` +
      `${call.reachedServer ? ` (server said ${call.respCode ?? 'nothing'})` : ''}`,
  )
  const writes = run.writes.map((write) => `  ${write.kind} ${write.id} on case ${write.caseId}`)
  return new Error([...broken, 'writes:', ...writes, 'calls:', ...calls].join('\n'))
}

async function runAndJudge(planned: Schedule): Promise<ScheduleRun> {
  const run = await rig.run(planned)
  count(run, planned)
  const broken = await brokenPromises(server, run)
  if (broken.length > 0) throw failure(run, broken)
  return run
}

const dealNoDealDeal = (between: Step[]): Step[] => [
  { do: 'write', caseIndex: 0, kind: 'markDeal' },
  ...between,
  { do: 'write', caseIndex: 0, kind: 'markNoDeal' },
  ...between,
  { do: 'write', caseIndex: 0, kind: 'markDeal' },
]

const everyHappening = [
  ...faults.filter((fault) => fault !== 'none'),
  'client clock ahead',
  'client clock behind',
  'restart between writes',
  'restart under a call',
  'session ended under the runner',
  'signed out and back',
  'case closed meanwhile',
  'parked write',
  'serverFailure',
  'poisoned write',
  'write waiting behind a poisoned one',
  'discard during a write in flight',
  'discard with nothing left to send',
].sort()

describe('the outbox under faults', () => {
  it('deal (its answer lost), no deal, deal again: the case ends deal, each mark applied once', async () => {
    for (const between of [[{ do: 'settle' as const }], []]) {
      const run = await runAndJudge({ caseCount: 1, steps: dealNoDealDeal(between), faults: ['lostAnswer'] })
      expect(run.calls[0]).toMatchObject({ fault: 'lostAnswer', respCode: '000000', outcome: 'offline' })
      expect(run.outbox).toEqual([])
      expect(new Set(run.writes.map((write) => write.id)).size).toBe(3)
    }
  })

  it('no deal refused, deal taken, the batch’s answer lost: sent again, the case still takes them in the order made', async () => {
    // Found by the property (decision 0059): a refusal is looked at afresh when sent again, so the
    // writes behind it in a batch must not have been applied before the browser had its answer.
    const mark = (kind: 'markDeal' | 'markNoDeal' | 'unpin') => ({ do: 'write' as const, caseIndex: 0, kind })
    const run = await runAndJudge({
      caseCount: 1,
      steps: [mark('unpin'), mark('markNoDeal'), mark('markDeal')],
      faults: ['lostRequest', 'lostAnswer', 'lostAnswer'],
    })
    expect(run.outbox.filter((entry) => entry.state !== 'parked')).toEqual([])
  })

  it('a poisoned write among healthy ones: parked after a few tries, the other case’s writes applied, its own case’s wait', async () => {
    const run = await runAndJudge({
      caseCount: 2,
      steps: [
        { do: 'write', caseIndex: 0, kind: 'markDeal' },
        { do: 'write', caseIndex: 1, kind: 'addTodo' },
        { do: 'write', caseIndex: 0, kind: 'addCollectionRecord' },
        { do: 'write', caseIndex: 1, kind: 'pin' },
      ],
      faults: [],
      poisoned: 0,
    })
    const [poisoned, , behind] = run.writes
    expect(run.outbox).toMatchObject([
      {
        id: poisoned!.id,
        state: 'parked',
        serverFailures: serverFailuresBeforeParking,
        lastError: { code: 'server.failure' },
      },
      { id: behind!.id, state: 'queued', attempts: 0 },
    ])
    const poisonedCalls = run.calls.filter((call) => call.clientMutationId === poisoned!.id)
    expect(poisonedCalls).toHaveLength(serverFailuresBeforeParking)
    expect(poisonedCalls.every((call) => call.outcome === 'failed')).toBe(true)
  }, 300_000)

  it('a PC 12 minutes fast, then 12 slow: its records, made across a restart and a sign-out, are taken, none refused for its time', async () => {
    for (const clientClockAheadMs of [12 * 60_000, -12 * 60_000]) {
      const record = { do: 'write' as const, caseIndex: 0, kind: 'addCollectionRecord' as const }
      const run = await runAndJudge({
        caseCount: 1,
        steps: [record, { do: 'restart' }, record, { do: 'signOutAndBack' }, record],
        faults: ['lostRequest', 'lostAnswer'],
        clientClockAheadMs,
      })
      expect(run.outbox).toEqual([])
    }
  })

  it('a discard at sign-out during a write in flight: the others never sent, it once at most, nothing left', async () => {
    for (const answer of ['none', 'lostRequest', 'lostAnswer'] as const) {
      const steps: Step[] = [
        { do: 'write', caseIndex: 0, kind: 'markDeal' },
        { do: 'write', caseIndex: 0, kind: 'addCollectionRecord' },
        { do: 'write', caseIndex: 0, kind: 'pin' },
        { do: 'write', caseIndex: 0, kind: 'markNoDeal' },
        { do: 'write', caseIndex: 0, kind: 'addTodo' },
        { do: 'discardAndSignOut', answer },
        { do: 'write', caseIndex: 0, kind: 'addTodo' },
      ]
      const run = await runAndJudge({ caseCount: 1, steps, faults: [] })
      const [discard] = run.discards
      expect(discard?.held).toBeDefined()
      // The held call is a batch of the writes queued by then: all of them were on their way in it.
      expect(discard?.onItsWay).toContain(discard?.held)
      for (const id of discard!.onItsWay) {
        const itsCalls = run.calls.filter((call) => call.clientMutationId === id)
        expect(itsCalls.at(-1)).toMatchObject({ fault: answer })
      }
      expect(run.outbox).toEqual([])
    }
  })

  it(`keeps every write, once and in order, over ${runs} seeded schedules of faults`, async () => {
    const cpuBefore = process.cpuUsage()
    await fc.assert(
      fc.asyncProperty(schedule, async (planned) => {
        await runAndJudge(planned)
      }),
      { numRuns: runs, seed, path },
    )
    // CPU time rather than wall time: on a shared CI box the wall clock says more about the neighbours.
    const cpu = process.cpuUsage(cpuBefore)
    const cpuSeconds = Math.round((cpu.user + cpu.system) / 1e5) / 10
    console.log(
      `outbox under faults: ${runs} runs in ${cpuSeconds} s of CPU; schedules that saw each: ${listed(schedulesThatSaw)}; in all: ${listed(totals)}`,
    )
    // A full run tries every fault; a short one (OUTBOX_FAULT_RUNS, debugging) may not.
    if (runs >= 500) expect([...schedulesThatSaw.keys()].sort()).toEqual(everyHappening)
  }, 1_800_000)
})
