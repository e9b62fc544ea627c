import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCollectionRecord } from '../../contract/cases.ts'
import { clockSkewMs } from '../../contract/clockSkew.ts'
import type { RequestLocale } from '../../contract/endpoint.ts'
import { offlineWriteMaxAgeMs } from '../../contract/writes.ts'
import { transitions } from '../../server/database/schema/audit.ts'
import { cases, collectionRecords } from '../../server/database/schema/cases.ts'
import { aRecord, caseSupply, newMutationId, userIdOf } from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let take: ReturnType<typeof caseSupply>
let collectorId: number
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  collectorId = await userIdOf(server, 'collector')
  take = caseSupply(server)
})
afterAll(() => server?.close())

const minuteMs = 60_000
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()
const hoursFromNow = (hours: number) => fromNow(hours * 3_600_000)

async function aCase() {
  const [caseId] = await take(1, eq(cases.ownerId, collectorId), isNull(cases.closedAt))
  return caseId!
}

/** What a record write leaves behind: its row and the case's audited transitions. */
async function written(caseId: number) {
  const [records] = await server.db
    .select({ n: count() })
    .from(collectionRecords)
    .where(eq(collectionRecords.caseId, caseId))
  const [moves] = await server.db
    .select({ n: count() })
    .from(transitions)
    .where(and(eq(transitions.entityType, 'case'), eq(transitions.entityId, caseId)))
  return { records: records!.n, transitions: moves!.n }
}

async function send(record: Record<string, unknown>, lang: RequestLocale = 'en-US') {
  const caseId = await aCase()
  const before = await written(caseId)
  const { status, body } = await server.call(
    addCollectionRecord,
    {
      caseId,
      clientMutationId: newMutationId(),
      record: { ...aRecord(), ...record } as ReturnType<typeof aRecord>,
    },
    { token: collector, lang },
  )
  const fields = body.respCode === 'request.invalid' ? (body.data as unknown as InvalidFields).fields : []
  return { status, body, fields, before, after: await written(caseId) }
}

describe('a collection record whose times or number cannot be true', () => {
  /** What is sent, the field named, and its label and message in English, then in Spanish. */
  type Refusal = [string, Record<string, unknown>, string, string, string, string, string]
  const refusals: Refusal[] = [
    [
      'a dialling time two days ahead',
      { diallingTime: hoursFromNow(48), connectionTime: hoursFromNow(48), hangUpTime: hoursFromNow(48.1) },
      'record.diallingTime',
      'Dialling time',
      'dialling time cannot be in the future',
      'Hora de marcación',
      'La hora de marcación no puede estar en el futuro',
    ],
    [
      'a connection before the dialling',
      { diallingTime: hoursFromNow(-1), connectionTime: hoursFromNow(-2), hangUpTime: hoursFromNow(-0.9) },
      'record.connectionTime',
      'Connection time',
      'connection time cannot be before the dialling time',
      'Hora de conexión',
      'La hora de conexión no puede ser anterior a la de marcación',
    ],
    [
      'a promise to pay dated yesterday',
      { dateItem: 'promiseToPay', dateTime: hoursFromNow(-24) },
      'record.dateTime',
      'Date time',
      'date time cannot be in the past',
      'Hora del compromiso',
      'La hora del compromiso no puede estar en el pasado',
    ],
    [
      'a call back booked an hour ago',
      { dateItem: 'callBack', dateTime: hoursFromNow(-1) },
      'record.dateTime',
      'Date time',
      'date time cannot be in the past',
      'Hora del compromiso',
      'La hora del compromiso no puede estar en el pasado',
    ],
    [
      'a visit booked last week',
      { dateItem: 'visit', dateTime: hoursFromNow(-24 * 7) },
      'record.dateTime',
      'Date time',
      'date time cannot be in the past',
      'Hora del compromiso',
      'La hora del compromiso no puede estar en el pasado',
    ],
    ...['abc', '12345', '1234567890123456', '0803-ABC-4567', '++2348031234567', '0803/123/4567'].map(
      (contactNumber): Refusal => [
        `the contact number '${contactNumber}'`,
        { contactNumber },
        'record.contactNumber',
        'Contact number',
        'enter the correct number',
        'Número de contacto',
        'Ingrese el número correcto',
      ],
    ),
  ]

  it.each(refusals)(
    '%s is refused with 400 naming the field, in English, and nothing is written',
    async (_, change, field, label, message) => {
      const { status, body, fields, before, after } = await send(change)
      expect(status).toBe(400)
      expect(body.respCode).toBe('request.invalid')
      expect(body.respMsg).toBe(`${label}: ${message}`)
      expect(fields).toEqual([expect.objectContaining({ field, label, message })])
      expect(after).toEqual(before)
    },
  )

  it.each(refusals)(
    '%s is refused with 400 naming the field, in Spanish, and nothing is written',
    async (_, change, field, __, ___, label, message) => {
      const { status, body, fields, before, after } = await send(change, 'es-ES')
      expect(status).toBe(400)
      expect(body.respMsg).toBe(`${label}: ${message}`)
      expect(fields).toEqual([expect.objectContaining({ field, label, message })])
      expect(after).toEqual(before)
    },
  )

  it("the tester's record is refused in one answer that names every field at once", async () => {
    const { status, fields, before, after } = await send({
      diallingTime: hoursFromNow(48),
      connectionTime: hoursFromNow(47),
      hangUpTime: hoursFromNow(47.1),
      dateItem: 'promiseToPay',
      dateTime: hoursFromNow(-24),
      contactNumber: 'abc',
      dangerous: true,
      dangerousReason: '',
      recordText: 'x'.repeat(501),
    })
    expect(status).toBe(400)
    expect(fields.map(({ field, message }) => [field, message])).toEqual([
      ['record.diallingTime', 'dialling time cannot be in the future'],
      ['record.contactNumber', 'enter the correct number'],
      ['record.recordText', 'is too long'],
      ['record.dateTime', 'date time cannot be in the past'],
      ['record.connectionTime', 'connection time cannot be before the dialling time'],
      ['record.dangerousReason', 'dangerous customer reason cannot be empty'],
    ])
    expect(after).toEqual(before)
  })

  it('a missing connection status still leaves the dangerous reason and the date time named', async () => {
    const { fields } = await send({
      connectionStatus: undefined,
      dateItem: 'promiseToPay',
      dateTime: hoursFromNow(-2),
      dangerous: true,
    })
    expect(fields.map(({ field }) => field)).toEqual([
      'record.connectionStatus',
      'record.dateTime',
      'record.dangerousReason',
    ])
  })

  it.each([
    [
      "a dialling time a little ahead of the server's clock (the browser's runs fast)",
      () => ({ diallingTime: fromNow(clockSkewMs - minuteMs), connectionStatus: 'busy' }),
    ],
    [
      'a promise to pay for a moment that just passed',
      () => ({ dateItem: 'promiseToPay', dateTime: fromNow(-(clockSkewMs - minuteMs)) }),
    ],
    [
      'a connection in the same minute as the dialling',
      () => ({
        diallingTime: '2026-03-01T10:00:00Z',
        connectionTime: '2026-03-01T10:00:00Z',
        hangUpTime: '2026-03-01T10:03:00Z',
      }),
    ],
    ['a number with a leading + and spaces', () => ({ contactNumber: '+234 803 123 4567' })],
    ['a number with dashes', () => ({ contactNumber: '0803-123-4567' })],
    ['a seven-digit number', () => ({ contactNumber: '1234567' })],
    ['no number at all', () => ({ contactNumber: '' })],
  ])('%s is accepted and written', async (_, change) => {
    // Built as the test runs: a time near the edge of the allowed skew, taken when the file was read, is
    // past it once a loaded machine has spent a minute on the tests before.
    const { status, body, before, after } = await send(change())
    expect({ status, respCode: body.respCode }).toEqual({ status: 200, respCode: '000000' })
    expect(after.records).toBe(before.records + 1)
  })

  it('a no-date record may carry a past date time: it books nothing', async () => {
    const { status, body } = await send({ dateItem: 'none', dateTime: hoursFromNow(-24) })
    expect(status).toBe(200)
    expect(body.data.record.dateTime).toBeNull()
  })
})

describe('a record that waited offline is judged by when it was made (madeAt)', () => {
  // Made at 10:00 with a call dialled just before and a promise to pay at 11:00; sent at 14:00.
  const madeAt = hoursFromNow(-4)
  const waited = {
    diallingTime: hoursFromNow(-4.2),
    connectionTime: hoursFromNow(-4.19),
    hangUpTime: hoursFromNow(-4.1),
    dateItem: 'promiseToPay',
    dateTime: hoursFromNow(-3),
  }

  it('a promise made at 10:00 for 11:00 and sent at 14:00 is accepted and books the appointment', async () => {
    const { status, body, before, after } = await send({ ...waited, madeAt })
    expect({ status, respCode: body.respCode }).toEqual({ status: 200, respCode: '000000' })
    expect(Date.parse(body.data.record.dateTime!)).toBe(Date.parse(waited.dateTime))
    expect(body.data.lifecycle.appointment).toBe(true)
    expect(after.records).toBe(before.records + 1)
  })

  it('the same record without madeAt (an older client) is judged against now, as before', async () => {
    const { status, fields } = await send(waited)
    expect(status).toBe(400)
    expect(fields).toEqual([
      expect.objectContaining({ field: 'record.dateTime', key: 'record.dateTimeInPast' }),
    ])
  })

  it('a call dialled after the record was made is refused as a dialling in the future', async () => {
    const { status, fields } = await send({ ...waited, madeAt: hoursFromNow(-5) })
    expect(status).toBe(400)
    expect(fields).toEqual([
      expect.objectContaining({ field: 'record.diallingTime', key: 'record.diallingInFuture' }),
    ])
  })

  it.each([
    ['en-US', 'Time the record was made', 'the time the record was made cannot be in the future'] as const,
    [
      'es-ES',
      'Hora en que se hizo el registro',
      'La hora en que se hizo el registro no puede estar en el futuro',
    ] as const,
  ])(
    'a madeAt ahead of the server clock is refused naming the field (%s), and nothing is written',
    async (lang, label, message) => {
      const { status, body, fields, before, after } = await send({ madeAt: hoursFromNow(1) }, lang)
      expect(status).toBe(400)
      expect(body.respMsg).toBe(`${label}: ${message}`)
      expect(fields).toEqual([expect.objectContaining({ field: 'record.madeAt', label, message })])
      expect(after).toEqual(before)
    },
  )

  it.each([
    [
      'en-US',
      'Time the record was made: the record was made too long ago to be saved; write it again',
    ] as const,
    [
      'es-ES',
      'Hora en que se hizo el registro: El registro se hizo hace demasiado tiempo para guardarlo; escríbalo de nuevo',
    ] as const,
  ])('a record made longer ago than a write may wait offline is refused (%s)', async (lang, respMsg) => {
    const { status, body, before, after } = await send(
      { ...waited, madeAt: fromNow(-(offlineWriteMaxAgeMs + 3_600_000)) },
      lang,
    )
    expect(status).toBe(400)
    expect(body.respMsg).toBe(respMsg)
    expect(after).toEqual(before)
  })
})
