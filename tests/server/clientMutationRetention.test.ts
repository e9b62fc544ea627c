import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markCase } from '../../contract/cases.ts'
import { configFromEnv } from '../../server/config.ts'
import { clientMutations, transitions } from '../../server/database/schema/audit.ts'
import { cases } from '../../server/database/schema/cases.ts'
import {
  checkRetention,
  removeExpiredClientMutations,
} from '../../server/services/clientMutationRetention.ts'
import { caseSupply, newMutationId, userIdOf } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

const dayMs = 86_400_000
const retention = { retentionMs: 30 * dayMs, sweepBatch: 7 }

let server: TestServer
let collector: string
let collectorId: number
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  collectorId = await userIdOf(server, 'collector')
  take = caseSupply(server)
})
afterAll(() => server?.close())

/** Stored answers made `ageDays` ago, as if written then. */
async function storedAnswers(n: number, ageDays: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => newMutationId())
  const at = new Date(Date.now() - ageDays * dayMs)
  await server.db.insert(clientMutations).values(
    ids.map((id) => ({
      id,
      userId: collectorId,
      path: 'case.mark',
      requestHash: 'x',
      answer: {},
      createdAt: at,
    })),
  )
  return ids
}

async function kept(ids: string[]): Promise<number> {
  const [row] = await server.db
    .select({ n: count() })
    .from(clientMutations)
    .where(inArray(clientMutations.id, ids))
  return row!.n
}

describe('stored answers of client writes', () => {
  it('older than the retention period are removed; recent ones stay', async () => {
    const old = await storedAnswers(20, 31)
    const recent = await storedAnswers(5, 29)
    await removeExpiredClientMutations(server.db, retention)
    expect({ old: await kept(old), recent: await kept(recent) }).toEqual({ old: 0, recent: 5 })
  })

  it('two sweeps at the same time remove each old one once and leave the rest alone', async () => {
    const old = await storedAnswers(50, 40)
    const recent = await storedAnswers(10, 1)
    const [first, second] = await atOnce([
      removeExpiredClientMutations(server.db, retention),
      removeExpiredClientMutations(server.db, retention),
    ])
    expect(first + second).toBe(50)
    expect({ old: await kept(old), recent: await kept(recent) }).toEqual({ old: 0, recent: 10 })
  })

  it('a replay of a write made inside the window still gets its first answer and applies nothing', async () => {
    const [caseId] = await take(1, eq(cases.ownerId, collectorId), isNull(cases.closedAt))
    const write = { caseId: caseId!, clientMutationId: newMutationId(), mark: 'PIN' as const }
    const first = await server.call(markCase, write, { token: collector })
    expect(first.body.respCode).toBe('000000')
    // The answer was lost 29 days ago; a sweep runs; the outbox sends the write again.
    await server.db
      .update(clientMutations)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(eq(clientMutations.id, write.clientMutationId))
    await removeExpiredClientMutations(server.db, retention)
    const replay = await server.call(markCase, write, { token: collector })
    expect(replay.body).toEqual(first.body)
    const [pins] = await server.db
      .select({ n: count() })
      .from(transitions)
      .where(and(eq(transitions.entityId, caseId!), eq(transitions.eventType, 'PIN')))
    expect(pins!.n).toBe(1)
  })

  it('the server refuses to start with a retention shorter than a write may wait offline', () => {
    const config = configFromEnv({ CLIENT_MUTATION_RETENTION_DAYS: '7' }).clientMutations
    expect(() => checkRetention(config)).toThrow(/CLIENT_MUTATION_RETENTION_DAYS/)
    expect(() => checkRetention(configFromEnv({}).clientMutations)).not.toThrow()
  })
})
