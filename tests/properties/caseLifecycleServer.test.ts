import { and, count, desc, eq, isNull } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseMarks, caseProcess, markCase, repaymentKinds } from '../../contract/cases.ts'
import type { CaseLifecycleEvent } from '../../machines/caseLifecycle.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases, pins } from '../../server/database/schema/cases.ts'
import { AppError } from '../../server/http/errors.ts'
import { allocateTo, applyAsService, caseSupply, newMutationId } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The lifecycle's invariants once more, through the real server path on PGlite: marks through the
// API as a collector sends them, payments, delays and closing through applyCaseEvent as the services
// that have no route of their own (the payment system, the office) apply them. Few runs: each works
// fresh cases of a fresh collector in the database.

let server: TestServer
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
}, 600_000)
afterAll(() => server?.close())

const casesPerRun = 6

type Action =
  | { by: 'collector'; mark: (typeof caseMarks)[number] }
  | { by: 'service'; event: CaseLifecycleEvent }

const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.constantFrom(...caseMarks).map((mark) => ({ by: 'collector' as const, mark })), weight: 3 },
  // Most runs pin all their cases, so the sixth pin is tried again and again.
  { arbitrary: fc.constant({ by: 'collector' as const, mark: 'PIN' as const }), weight: 8 },
  {
    arbitrary: fc
      .record({ amount: fc.integer({ min: -10, max: 3000_00 }), kind: fc.constantFrom(...repaymentKinds) })
      .map(({ amount, kind }) => ({
        by: 'service' as const,
        event: { type: 'REPAYMENT_RECEIVED' as const, amount, kind },
      })),
    weight: 2,
  },
  {
    arbitrary: fc
      .constantFrom<CaseLifecycleEvent>(
        { type: 'DELAY_APPROVED' },
        { type: 'DELAY_LAPSED' },
        { type: 'CLOSE', reason: 'retrieved' },
      )
      .map((event) => ({ by: 'service' as const, event })),
    weight: 1,
  },
)
const commands = fc.array(fc.record({ caseIndex: fc.nat(casesPerRun - 1), action }), {
  minLength: 15,
  maxLength: 35,
  size: 'max',
})

async function transitionsOf(caseId: number) {
  const [row] = await server.db
    .select({ n: count() })
    .from(transitions)
    .where(and(eq(transitions.entityType, 'case'), eq(transitions.entityId, caseId)))
  return row!.n
}

async function lastTransitionOf(caseId: number) {
  const [row] = await server.db
    .select({ eventType: transitions.eventType, clientMutationId: transitions.clientMutationId })
    .from(transitions)
    .where(and(eq(transitions.entityType, 'case'), eq(transitions.entityId, caseId)))
    .orderBy(desc(transitions.id))
    .limit(1)
  return row
}

/** Whether the machine took an event a service applies; a refusal is an AppError. */
async function appliedAsService(
  caseId: number,
  actorId: number,
  event: CaseLifecycleEvent,
): Promise<boolean> {
  try {
    await applyAsService(server, caseId, actorId, event)
    return true
  } catch (error) {
    if (error instanceof AppError) return false
    throw error
  }
}

describe('the case lifecycle through the server, over random event sequences', () => {
  it('every accepted event is one recorded transition, pins stop at 5, a closed case takes nothing, and each history replays to the stored state', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        const account = await server.newAccount({ roleId: 2 })
        const token = await server.signInAs(account.username)
        const caseIds = await take(casesPerRun, isNull(cases.closedAt))
        await allocateTo(server, account.userId, caseIds)
        const closed = new Set<number>()
        for (const { caseIndex, action: next } of sequence) {
          const caseId = caseIds[caseIndex]!
          const before = await transitionsOf(caseId)
          let accepted: boolean
          let sentAs: { type: string; clientMutationId: string | null }
          if (next.by === 'collector') {
            const clientMutationId = newMutationId()
            const { body } = await server.call(
              markCase,
              { caseId, clientMutationId, mark: next.mark },
              { token },
            )
            accepted = body.respCode === '000000'
            if (closed.has(caseId)) expect(body.respCode).toBe('case.closed')
            sentAs = { type: next.mark, clientMutationId }
          } else {
            accepted = await appliedAsService(caseId, account.userId, next.event)
            if (closed.has(caseId)) expect(accepted).toBe(false)
            sentAs = { type: next.event.type, clientMutationId: null }
          }
          expect(await transitionsOf(caseId)).toBe(before + (accepted ? 1 : 0))
          if (accepted) {
            expect(await lastTransitionOf(caseId)).toEqual({
              eventType: sentAs.type,
              clientMutationId: sentAs.clientMutationId,
            })
            if (sentAs.type === 'CLOSE') closed.add(caseId)
          }
          const [pinned] = await server.db
            .select({ n: count() })
            .from(pins)
            .where(eq(pins.userId, account.userId))
          expect(pinned!.n).toBeLessThanOrEqual(5)
        }
        for (const caseId of caseIds) {
          const { body } = await server.call(caseProcess, { caseId }, { token })
          expect({ caseId, ...body.data, transitions: undefined }).toEqual({
            caseId,
            replayMatches: true,
            refused: [],
            transitions: undefined,
          })
        }
      }),
      // A failing run is not shrunk: each attempt would take fresh cases from the seed, which run out.
      { numRuns: 6, endOnFailure: true },
    )
  }, 300_000)
})
