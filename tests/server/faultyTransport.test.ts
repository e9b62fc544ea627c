import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markCase } from '../../contract/cases.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { ApiError } from '../../src/api/apiError.ts'
import { caseSupply, newMutationId, userIdOf } from '../support/caseFixtures.ts'
import {
  type Fault,
  type FaultyTransport,
  faultyTransport,
  seededRandom,
} from '../support/faultyTransport.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let token: string
let take: ReturnType<typeof caseSupply>
let collectorId: number
let forced: Fault = 'none'
let transport: FaultyTransport
beforeAll(async () => {
  server = await startTestServer()
  token = await server.signInAs('collector')
  collectorId = await userIdOf(server, 'collector')
  take = caseSupply(server)
  transport = await faultyTransport(server, {
    random: seededRandom(1),
    token: () => token,
    script: () => forced,
  })
})
afterAll(async () => {
  await transport?.close()
  await server?.close()
})

async function aDealMark() {
  const [caseId] = await take(
    1,
    eq(cases.ownerId, collectorId),
    isNull(cases.closedAt),
    eq(cases.deal, false),
  )
  return { caseId: caseId!, clientMutationId: newMutationId(), mark: 'MARK_DEAL' as const }
}

async function dealsRecorded(caseId: number) {
  const [row] = await server.db
    .select({ n: count() })
    .from(transitions)
    .where(and(eq(transitions.entityId, caseId), eq(transitions.eventType, 'MARK_DEAL')))
  return row!.n
}

async function sendWith(fault: Fault, write: Awaited<ReturnType<typeof aDealMark>>) {
  forced = fault
  try {
    return await transport.send(markCase, write)
  } finally {
    forced = 'none'
  }
}

const offline = expect.objectContaining({ type: 'offline' })

describe('the faulty transport', () => {
  it('a lost request reaches nothing: the caller gets an offline ApiError and nothing is applied', async () => {
    const write = await aDealMark()
    const failure = await sendWith('lostRequest', write).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toEqual(offline)
    expect(await dealsRecorded(write.caseId)).toBe(0)
  })

  it('a lost answer was applied all the same; sent again, the write answers the same and applies once', async () => {
    const write = await aDealMark()
    await expect(sendWith('lostAnswer', write)).rejects.toEqual(offline)
    expect(await dealsRecorded(write.caseId)).toBe(1)
    const again = await sendWith('none', write)
    expect(again.lifecycle.deal).toBe(true)
    expect(await dealsRecorded(write.caseId)).toBe(1)
  })

  it('a duplicated request answers once and is applied once; a delayed one is applied', async () => {
    const write = await aDealMark()
    expect((await sendWith('duplicate', write)).lifecycle.deal).toBe(true)
    expect(await dealsRecorded(write.caseId)).toBe(1)
    const delayed = await aDealMark()
    expect((await sendWith('delay', delayed)).lifecycle.deal).toBe(true)
  })

  it('a signed-out answer is the ApiError of type signedOut, and nothing is applied', async () => {
    const write = await aDealMark()
    await expect(sendWith('signedOut', write)).rejects.toEqual(expect.objectContaining({ type: 'signedOut' }))
    expect(await dealsRecorded(write.caseId)).toBe(0)
  })

  it('a restart keeps what was committed: a write applied before it answers its first answer after it', async () => {
    const write = await aDealMark()
    const first = await sendWith('none', write)
    await transport.restart()
    expect(await sendWith('none', write)).toEqual(first)
    expect(await dealsRecorded(write.caseId)).toBe(1)
  })

  it('records every call, and the same seed draws the same faults', async () => {
    expect(transport.calls.map((call) => call.fault).slice(0, 3)).toEqual([
      'lostRequest',
      'lostAnswer',
      'none',
    ])
    expect(transport.calls[0]).toMatchObject({ reachedServer: false, outcome: 'offline' })
    expect(transport.calls[1]).toMatchObject({ reachedServer: true, outcome: 'offline', respCode: '000000' })
    const draws = async (seed: number) => {
      const drawn = await faultyTransport(server, {
        random: seededRandom(seed),
        token: () => token,
        rates: { lostRequest: 0.5 },
      })
      const write = await aDealMark()
      for (let i = 0; i < 8; i += 1) await drawn.send(markCase, write).catch(() => undefined)
      await drawn.close()
      return drawn.calls.map((call) => call.fault)
    }
    const first = await draws(7)
    expect(first).toEqual(await draws(7))
    expect(first).toContain('lostRequest')
    expect(first).toContain('none')
  })
})
