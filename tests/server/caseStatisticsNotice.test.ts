import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noticeList, parseMessageContent } from '../../contract/messages.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases, collectionRecords } from '../../server/database/schema/cases.ts'
import { messages } from '../../server/database/schema/messages.ts'
import { teams } from '../../server/database/schema/system.ts'
import { sendCaseStatisticsNotices } from '../../server/services/messages/caseStatisticsNotice.ts'
import { allocateTo, caseSupply } from '../support/caseFixtures.ts'
import { atOnce } from '../support/engineParity.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let take: ReturnType<typeof caseSupply>
beforeAll(async () => {
  server = await startTestServer()
  take = caseSupply(server)
})
afterAll(() => server?.close())

// Wednesday 25 November 2026 on a Mexico City collector's clock (UTC-6).
const at = (iso: string) => new Date(iso)
const beforeSeven = at('2026-11-25T12:30:00Z') // 06:30
const nine = at('2026-11-25T15:00:00Z') // 09:00
const nextMorning = at('2026-11-26T14:00:00Z') // Thursday 08:00

const noticesOf = (userId: number) =>
  server.db
    .select({ eventKey: messages.eventKey })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.type, 'CASE_STATISTICS_NOTICE')))

/** A collector with three cases: two due today, one with an appointment at 14:00, a promise on the first. */
async function collectorWithADay() {
  const account = await server.newAccount({ roleId: 2 })
  const [a, b, c] = await take(3, eq(cases.kind, 'collection'), eq(cases.status, 'unpaid'))
  await allocateTo(server, account.userId, [a!, b!, c!])
  await server.db
    .update(cases)
    .set({ dueDate: '2026-11-25', appointmentAt: null, closedAt: null })
    .where(inArray(cases.id, [a!, b!]))
  await server.db
    .update(cases)
    .set({ dueDate: '2026-12-30', appointmentAt: at('2026-11-25T20:00:00Z'), closedAt: null })
    .where(eq(cases.id, c!))
  await server.db.insert(collectionRecords).values({
    caseId: a!,
    authorId: account.userId,
    diallingAt: at('2026-11-24T16:00:00Z'),
    connectionStatus: 'connected',
    contact: 'self',
    dateItem: 'promiseToPay',
    dateAt: at('2026-11-25T22:00:00Z'),
  })
  const [owed] = await server.db
    .select({ amount: cases.amount, paid: cases.paidAmount })
    .from(cases)
    .where(eq(cases.id, a!))
  return { ...account, owed: owed!.amount - owed!.paid }
}

describe('the collector’s notice of the day', () => {
  it('comes once a day from seven on her own clock, with her cases due, appointments and promises', async () => {
    const ana = await collectorWithADay()
    await sendCaseStatisticsNotices(server.db, beforeSeven)
    expect(await noticesOf(ana.userId)).toEqual([])
    await sendCaseStatisticsNotices(server.db, nine)
    await sendCaseStatisticsNotices(server.db, nine)
    expect(await noticesOf(ana.userId)).toEqual([{ eventKey: 'caseStatistics:2026-11-25' }])
    const token = await server.signInAs(ana.username)
    const [notice] = (await server.call(noticeList, {}, { token, lang: 'es-ES' })).body.data
    const owed = `${new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(ana.owed / 100)} MXN`
    expect(parseMessageContent(notice!.content)).toEqual({
      kind: 'Notice',
      code: 'CASE_STATISTICS_NOTICE',
      number: '2026-11-25',
      text: `Vencen hoy: 2 · Citas: 1 · Promesas de pago: ${owed}`,
    })
    await sendCaseStatisticsNotices(server.db, nextMorning)
    expect(await noticesOf(ana.userId)).toHaveLength(2)
  })

  it('two server processes sending at once send each notice once', async () => {
    const ana = await collectorWithADay()
    await atOnce([
      sendCaseStatisticsNotices(server.db, nine),
      sendCaseStatisticsNotices(server.db, nine),
      sendCaseStatisticsNotices(server.db, nine),
    ])
    expect(await noticesOf(ana.userId)).toHaveLength(1)
  })

  it('not on a day her team is off, and never to someone who is not a collector', async () => {
    const ana = await collectorWithADay()
    const [team] = await server.db
      .insert(teams)
      .values({ name: `Weekdays ${ana.userId}`, teamTypeId: 1, dutyDays: [1, 2, 3, 4, 5] })
      .returning({ id: teams.id })
    await server.db.update(users).set({ teamId: team!.id }).where(eq(users.id, ana.userId))
    const seller = await server.newAccount({ roleId: 6 })
    await sendCaseStatisticsNotices(server.db, at('2026-11-28T15:00:00Z')) // Saturday 09:00
    expect(await noticesOf(ana.userId)).toEqual([])
    await sendCaseStatisticsNotices(server.db, nine)
    expect(await noticesOf(ana.userId)).toHaveLength(1)
    expect(await noticesOf(seller.userId)).toEqual([])
  })
})
