import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditHistory, auditHistoryExport, auditHistoryJson, auditObjects } from '../../contract/audit.ts'
import { allocateSimCard, deactivateSimCard } from '../../contract/simCards.ts'
import { auditExports, transitions } from '../../server/database/schema/audit.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { simCards } from '../../server/database/schema/simCards.ts'
import { parseCsv } from '../support/csv.ts'
import { addCard, collectorIn, freshTeam, write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let auditor: string
let office: string
beforeAll(async () => {
  server = await startTestServer()
  auditor = await server.signInAs('auditor')
  office = await server.signInAs('officemanager')
})
afterAll(() => server?.close())

/** A card added, allocated to a new collector, then deactivated with a phone typed in its description. */
async function cardWithAHistory() {
  const cardId = await addCard(server, office)
  const teamId = await freshTeam(server)
  const holder = await collectorIn(server, teamId)
  const allocated = await server.call(
    allocateSimCard,
    { cardId, teamId, memberId: holder.userId, ...write() },
    { token: office },
  )
  expect(allocated.body.respCode).toBe('000000')
  const deactivated = await server.call(
    deactivateSimCard,
    {
      cardId,
      reason: 'other',
      description: 'Lost, the holder says call +234 8031234567 back, or 0803-123-4567; 250 left',
      ...write(),
    },
    { token: office },
  )
  expect(deactivated.body.respCode).toBe('000000')
  return { cardId, holder }
}

describe('the auditor finds an object and steps through its history (issue 27)', () => {
  it('a case is found by its number, and its seeded history replays step by step to the state it holds', async () => {
    const [seeded] = await server.db
      .select({ id: cases.id, caseNo: cases.caseNo })
      .from(cases)
      .where(
        sql`exists (select 1 from transitions t where t.entity_type = 'case' and t.entity_id = ${cases.id})`,
      )
      .limit(1)
    const found = await server.call(
      auditObjects,
      { kind: 'case', search: seeded!.caseNo },
      { token: auditor },
    )
    expect(found.body.data.objects).toEqual([
      expect.objectContaining({ kind: 'case', id: seeded!.id, number: seeded!.caseNo }),
    ])
    const history = (await server.call(auditHistory, { kind: 'case', id: seeded!.id }, { token: auditor }))
      .body.data
    expect(history.steps.length).toBeGreaterThan(0)
    expect(history.steps.map((step) => step.verdict)).toEqual(history.steps.map(() => 'matches'))
    expect([history.holds, history.holdsReached, history.firstDifference]).toEqual([true, true, null])
    expect(history.steps.map((step) => step.number)).toEqual(history.steps.map((_, index) => index + 1))
    expect(history.steps[0]!.machine).toMatch(/^caseLifecycle@\d+$/)
  })

  it("a SIM card's steps name who sent each event and when, with the phone typed into a description masked", async () => {
    const { cardId, holder } = await cardWithAHistory()
    const history = (await server.call(auditHistory, { kind: 'simCard', id: cardId }, { token: auditor }))
      .body.data
    expect(history.steps.map((step) => [step.event, step.actor.name, step.verdict])).toEqual([
      ['ADD', 'Lucía Fernández', 'matches'],
      ['ALLOCATE', 'Lucía Fernández', 'matches'],
      ['DEACTIVATE', 'Lucía Fernández', 'matches'],
    ])
    expect(history.steps[1]!.payload).toMatchObject({ memberId: holder.userId })
    expect(history.steps[1]!.to).toMatchObject({ value: 'allocated', context: { holderId: holder.userId } })
    const said = history.steps[2]!.payload.description as string
    expect(said).toBe('Lost, the holder says call •••••••••4567 back, or •••••••4567; 250 left')
    expect(JSON.stringify(history)).not.toContain('8031234567')
    expect(history.holds).toBe(true)
    expect(history.steps[0]!.actor.timeZone).toEqual(expect.any(String))
  })

  it('filters show the steps of one actor, one event or one period, numbered as in the whole history', async () => {
    const { cardId } = await cardWithAHistory()
    const ask = (filters: object) =>
      server.call(auditHistory, { kind: 'simCard', id: cardId, ...filters }, { token: auditor })
    const all = (await ask({})).body.data
    const byEvent = (await ask({ event: 'DEACTIVATE' })).body.data
    expect(byEvent.steps.map((step) => step.number)).toEqual([3])
    expect(byEvent.holds).toBe(true)
    expect(all.events).toEqual(['ADD', 'ALLOCATE', 'DEACTIVATE'])
    const actor = all.actors[0]!
    expect((await ask({ actorId: actor.id })).body.data.steps).toHaveLength(3)
    expect((await ask({ from: '2000-01-01', to: '2000-01-31' })).body.data.steps).toEqual([])
    const refused = await ask({ from: '2026-02-01', to: '2026-01-01' })
    expect([refused.status, refused.body.respMsg]).toEqual([400, 'To: the start cannot be after the end'])
    const es = await server.call(
      auditHistory,
      { kind: 'simCard', id: cardId, from: '2026-02-01', to: '2026-01-01' },
      { token: auditor, lang: 'es-ES' },
    )
    expect(es.body.respMsg).toBe('Hasta: El inicio no puede ser posterior al final')
  })
})

describe('the replay names the first step where the record and the machine differ', () => {
  it('a recorded state changed by hand is named at its step, and a stored state changed by hand fails the whole', async () => {
    const { cardId } = await cardWithAHistory()
    const [allocation] = await server.db
      .select({ id: transitions.id })
      .from(transitions)
      .where(
        and(
          eq(transitions.entityType, 'simCard'),
          eq(transitions.entityId, cardId),
          eq(transitions.eventType, 'ALLOCATE'),
        ),
      )
    // Someone wrote into the audit that the allocation left the card unallocated.
    await server.db
      .update(transitions)
      .set({ toState: { value: 'unallocated', context: { holderId: null, deactivation: null } } })
      .where(eq(transitions.id, allocation!.id))
    const tampered = (await server.call(auditHistory, { kind: 'simCard', id: cardId }, { token: auditor }))
      .body.data
    expect(tampered.steps.map((step) => step.verdict)).toEqual([
      'matches',
      'endsElsewhere',
      'startsElsewhere',
    ])
    expect([tampered.holds, tampered.firstDifference]).toEqual([
      false,
      { number: 2, verdict: 'endsElsewhere' },
    ])

    const other = await cardWithAHistory()
    await server.db
      .update(simCards)
      .set({ lifecycle: { value: 'unallocated', context: { holderId: null, deactivation: null } } })
      .where(eq(simCards.id, other.cardId))
    const moved = (await server.call(auditHistory, { kind: 'simCard', id: other.cardId }, { token: auditor }))
      .body.data
    expect([moved.holds, moved.holdsReached, moved.firstDifference]).toEqual([false, false, null])
  })

  it('a step recorded with a machine version this build does not know is named', async () => {
    const { cardId } = await cardWithAHistory()
    await server.db
      .update(transitions)
      .set({ machine: 'simCard@99' })
      .where(
        and(
          eq(transitions.entityType, 'simCard'),
          eq(transitions.entityId, cardId),
          eq(transitions.eventType, 'ADD'),
        ),
      )
    const history = (await server.call(auditHistory, { kind: 'simCard', id: cardId }, { token: auditor }))
      .body.data
    expect(history.firstDifference).toEqual({ number: 1, verdict: 'unknownMachine' })
  })
})

describe('exports, and who may read the audit', () => {
  it('a CSV export carries each step with its verdict in the reader’s language, and is logged', async () => {
    const { cardId } = await cardWithAHistory()
    const file = await server.download(
      auditHistoryExport,
      { kind: 'simCard', id: cardId },
      { token: auditor, lang: 'es-ES' },
    )
    expect(file.status).toBe(200)
    const rows = parseCsv(file.text)
    expect(rows[0]).toEqual([
      'Paso',
      'Hora',
      'Hora (UTC)',
      'Actor',
      'Evento',
      'Datos',
      'Estado anterior',
      'Estado posterior',
      'Máquina',
      'Veredicto',
    ])
    expect(rows.slice(1).map((row) => [row[0], row[4], row[9]])).toEqual([
      ['1', 'ADD', 'Coincide con la repetición'],
      ['2', 'ALLOCATE', 'Coincide con la repetición'],
      ['3', 'DEACTIVATE', 'Coincide con la repetición'],
      ['', '', 'El objeto tiene el estado repetido'],
    ])
    expect(file.text).not.toContain('8031234567')
    const json = await server.call(
      auditHistoryJson,
      { kind: 'simCard', id: cardId, event: 'ADD' },
      { token: auditor },
    )
    expect(json.body.data.steps.map((step) => step.event)).toEqual(['ADD'])
    const logged = await server.db
      .select({ format: auditExports.format, filters: auditExports.filters, entityId: auditExports.entityId })
      .from(auditExports)
      .orderBy(desc(auditExports.id))
      .limit(2)
    expect(logged).toEqual([
      { format: 'json', filters: { event: 'ADD' }, entityId: cardId },
      { format: 'csv', filters: {}, entityId: cardId },
    ])
  })

  it('a team leader, an office manager and a collector cannot open the audit; a manager can', async () => {
    const { cardId } = await cardWithAHistory()
    for (const username of ['leader', 'officemanager', 'collector']) {
      const token = await server.signInAs(username)
      const answer = await server.call(auditHistory, { kind: 'simCard', id: cardId }, { token })
      expect([username, answer.status]).toEqual([username, 403])
    }
    const manager = await server.signInAs('manager')
    expect(
      (await server.call(auditHistory, { kind: 'simCard', id: cardId }, { token: manager })).status,
    ).toBe(200)
  })

  it('an unknown kind or object is refused naming it, in both languages, and nothing is logged', async () => {
    const before = await server.db.$count(auditExports)
    const kind = await server.call(auditObjects, { kind: 'loan' as never, search: '1' }, { token: auditor })
    expect([kind.status, kind.body.respMsg]).toEqual([
      400,
      'Kind of object: please choose what kind of object to look for',
    ])
    const missing = await server.download(
      auditHistoryExport,
      { kind: 'leaveRequest', id: 2_000_000_000 },
      { token: auditor, lang: 'es-ES' },
    )
    expect([missing.status, JSON.parse(missing.text).respMsg]).toEqual([
      404,
      'Ningún objeto registrado de este tipo tiene este id.',
    ])
    expect(await server.db.$count(auditExports)).toBe(before)
  })
})
