import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addCollectionRecord, caseDetail, collectionCases, markCase } from '../../contract/cases.ts'
import type { Endpoint } from '../../contract/endpoint.ts'
import { openDatabase } from '../../server/database/connect.ts'
import { clientMutations, transitions } from '../../server/database/schema/audit.ts'
import { collectionRecords } from '../../server/database/schema/cases.ts'
import { aRecord, newMutationId } from '../support/caseFixtures.ts'
import { freePort } from '../support/freePort.ts'
import { type Answer, ServerProcess } from '../support/serverProcessHandle.ts'
import { copyOfPostgresTemplate } from '../support/testDatabase.ts'
import { usesPostgres } from '../support/testServer.ts'

// The real server in a process of its own, killed outright (SIGKILL) in the middle of an outbox's
// flush: nothing it applied may be lost or applied again when the same writes are sent once more.

const writeCount = 200
const killAfter = 100

interface Engine {
  env: Record<string, string>
  /** Opens the server's database from this process, once the server is stopped. */
  open(): ReturnType<typeof openDatabase>
  dispose(): Promise<void>
}

// The server starts on a copy of the run's migrated and seeded template (tests/support/databaseTemplates.ts),
// as every server test does: its own migration and seed at first start took most of this file's time.

async function pgliteEngine(): Promise<Engine> {
  const dataDir = await mkdtemp(join(tmpdir(), 'collection-killed-'))
  const template = inject('pgliteTemplate')
  if (template) {
    const copy = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(template)]) })
    await copy.close()
  }
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  }
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function postgresEngine(): Promise<Engine> {
  const own = await copyOfPostgresTemplate('killed')
  return {
    env: { DATABASE_URL: own.url },
    open: () => openDatabase({ databaseUrl: own.url, poolSize: 2 }),
    dispose: own.drop,
  }
}

interface QueuedWrite {
  entry: Endpoint
  input: { caseId: number; clientMutationId: string }
}

/** The outbox of a collector who worked offline: records and deal marks over their cases, in order. */
function queuedWrites(rows: { id: number; deal: boolean }[]): QueuedWrite[] {
  const writes: QueuedWrite[] = []
  const caseIds = rows.map((row) => row.id)
  const dealt = new Map(rows.map((row) => [row.id, row.deal]))
  for (let i = 0; i < writeCount; i += 1) {
    const caseId = caseIds[i % caseIds.length]!
    const clientMutationId = newMutationId()
    if (i % 2 === 0) {
      writes.push({
        entry: addCollectionRecord,
        input: { caseId, clientMutationId, record: aRecord() } as never,
      })
    } else {
      // Deal and no deal by turns, so every mark is one the case allows.
      const deal = !(dealt.get(caseId) ?? false)
      dealt.set(caseId, deal)
      writes.push({
        entry: markCase,
        input: { caseId, clientMutationId, mark: deal ? 'MARK_DEAL' : 'MARK_NO_DEAL' } as never,
      })
    }
  }
  return writes
}

let engine: Engine
let server: ServerProcess
beforeAll(async () => {
  engine = usesPostgres ? await postgresEngine() : await pgliteEngine()
  server = new ServerProcess(await freePort(), engine.env)
}, 900_000)
afterAll(async () => {
  await server?.stop('SIGKILL')
  await engine?.dispose()
})

describe('the server killed (SIGKILL) in the middle of a flush of 200 queued writes', () => {
  it('after a restart, sending every write again applies each exactly once and repeats the first answers', async () => {
    await server.start()
    const token = await server.signIn('collector')
    const list = await server.send(
      collectionCases.list,
      { limit: '50', closed: 'no', status: 'unpaid' },
      token,
    )
    const rows = (list.body.data as { rows: { id: number; closed: boolean; deal: boolean }[] }).rows
      .filter((row) => !row.closed)
      .slice(0, 20)
    expect(rows.length).toBeGreaterThanOrEqual(10)
    const caseIds = rows.map((row) => row.id)
    const writes = queuedWrites(rows)
    let recordsBefore = 0
    for (const caseId of caseIds) {
      const detail = await server.send(caseDetail, { caseId: String(caseId) }, token)
      recordsBefore += (detail.body.data as { collectionRecords: unknown[] }).collectionRecords.length
    }

    // One in flight, in order, as the outbox sends; the process dies while write 100 is on its way.
    const firstAnswers: Answer[] = []
    for (const write of writes.slice(0, killAfter)) {
      firstAnswers.push(await server.send(write.entry, write.input, token))
    }
    const inFlight = writes[killAfter]!
    const lost = server.send(inFlight.entry, inFlight.input, token).catch(() => 'lost' as const)
    await server.stop('SIGKILL')
    await lost
    expect(new Set(firstAnswers.map((answer) => answer.body.respCode))).toEqual(new Set(['000000']))

    // The client cannot know what was applied: everything goes again, with the same ids.
    await server.start()
    const replays: Answer[] = []
    for (const write of writes) replays.push(await server.send(write.entry, write.input, token))
    await server.stop('SIGTERM')

    expect(replays.map((answer) => answer.body.respCode)).toEqual(writes.map(() => '000000'))
    expect(replays.slice(0, killAfter)).toEqual(firstAnswers)

    const database = await engine.open()
    try {
      const ids = writes.map((write) => write.input.clientMutationId)
      const applied = await database.db
        .select({ id: transitions.clientMutationId, n: sql<number>`count(*)::int` })
        .from(transitions)
        .where(inArray(transitions.clientMutationId, ids))
        .groupBy(transitions.clientMutationId)
      const timesApplied = new Map(applied.map((row) => [row.id, row.n]))
      expect(ids.map((id) => timesApplied.get(id) ?? 0)).toEqual(ids.map(() => 1))
      const stored = await database.db
        .select({ id: clientMutations.id })
        .from(clientMutations)
        .where(inArray(clientMutations.id, ids))
      expect(stored).toHaveLength(writeCount)
      const recordIds = replays
        .filter((_, i) => i % 2 === 0)
        .map((answer) => (answer.body.data as { record: { id: number } }).record.id)
      const records = await database.db
        .select({ id: collectionRecords.id })
        .from(collectionRecords)
        .where(inArray(collectionRecords.caseId, caseIds))
      // Every record the answers name exists, and there are no others from this flush.
      expect(new Set(recordIds).size).toBe(writeCount / 2)
      expect(
        records
          .map((row) => row.id)
          .filter((id) => recordIds.includes(id))
          .sort(),
      ).toEqual([...recordIds].sort())
      expect(records.length).toBe(recordsBefore + writeCount / 2)
    } finally {
      await database.close()
    }
  }, 900_000)
})
