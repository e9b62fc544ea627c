import { formatInTimeZone } from 'date-fns-tz'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allCases, type CaseRow, caseExportInput, caseSorts } from '../../contract/cases.ts'
import { roleIds } from '../../contract/menus.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teamTypes } from '../../server/database/schema/system.ts'
import { exportCases } from '../../server/services/cases/caseExport.ts'
import { listContextOf } from '../../server/services/cases/caseList.ts'
import { userOfToken } from '../../server/services/sessions.ts'
import { walkList } from '../support/caseFixtures.ts'
import { csvRecords } from '../support/csv.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The export reads its own rows (the driver's values, names by id, instants as seconds), not the
// list's: these tests hold every field of the file to the list's row, on both engines, in zones an
// hour, half an hour and a day's change apart, and a file read a few rows a query to the one read whole.

let server: TestServer
let manager: string
let managerInKolkata: string
/** A team type's Spanish name by its English one (the list below is read in English). */
let spanishTeamType: Map<string, string>

beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  const kolkata = await server.newAccount({ roleId: roleIds.manager })
  await server.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, kolkata.userId))
  managerInKolkata = await server.signInAs(kolkata.username)
  const types = await server.db.select().from(teamTypes)
  spanishTeamType = new Map(types.map((type) => [type.nameEn, type.nameEs]))
  // A name the file must quote, and one a spreadsheet would run as a formula.
  const [first, second] = await server.db.select({ id: cases.id }).from(cases).orderBy(cases.id).limit(2)
  await server.db.update(cases).set({ customerName: 'Ana "la" Pérez, Jr.' }).where(eq(cases.id, first!.id))
  await server.db.update(cases).set({ customerName: '=Rosa' }).where(eq(cases.id, second!.id))
})
afterAll(() => server?.close())

async function textOf(chunks: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const chunk of chunks) text += chunk
  return text
}

const words = {
  en: {
    status: { unpaid: 'Unpaid', paidOff: 'Paid off', delayed: 'Delayed' },
    yes: 'Yes',
    no: 'No',
    connection: {
      connected: 'Connected',
      notConnected: 'Not connected',
      busy: 'Busy',
      switchedOff: 'Switched off',
      wrongNumber: 'Wrong number',
    },
    way: { manual: 'Manual', automatic: 'Automatic', evenSplit: 'Even split' },
  },
  es: {
    status: { unpaid: 'Pendiente', paidOff: 'Liquidado', delayed: 'Aplazado' },
    yes: 'Sí',
    no: 'No',
    connection: {
      connected: 'Conectado',
      notConnected: 'No conectado',
      busy: 'Ocupado',
      switchedOff: 'Apagado',
      wrongNumber: 'Número equivocado',
    },
    way: { manual: 'Manual', automatic: 'Automática', evenSplit: 'Reparto equitativo' },
  },
} as const

/** A list row as the file writes it, field by field, in the file's column order. */
function fieldsOf(row: CaseRow, language: 'en' | 'es', timeZone: string): string[] {
  const w = words[language]
  const money = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2))
  const at = (instant: string | null) =>
    instant === null ? '' : formatInTimeZone(instant, timeZone, 'yyyy-MM-dd HH:mm')
  const text = (value: string | number | null) => (value === null ? '' : String(value))
  return [
    row.caseNo,
    row.name.startsWith('=') ? `'${row.name}` : row.name,
    row.phone,
    w.status[row.status],
    row.closed ? w.yes : w.no,
    money(row.amount),
    money(row.paidAmount),
    row.currency,
    text(row.overdueDays),
    row.dueDate,
    at(row.allocatedDate),
    at(row.appointment),
    row.deal ? w.yes : w.no,
    row.connectionStatus === null ? '' : w.connection[row.connectionStatus],
    row.appName,
    row.loanDate,
    at(row.finishedDate),
    at(row.lastConnectionTime),
    text(row.sleepDays),
    money(row.lastAmount),
    text(row.cleanDate),
    language === 'es' ? text(spanishTeamType.get(row.teamTypeName ?? '') ?? null) : text(row.teamTypeName),
    text(row.owner),
    text(row.holdingDays),
    text(row.allocatedBy),
    row.way === null ? '' : w.way[row.way],
    at(row.retrievedTime),
  ]
}

describe('the export writes each case as the list shows it', () => {
  for (const [who, timeZone, lang] of [
    ['a manager in Mexico City, in English', 'America/Mexico_City', undefined],
    ['a manager in Kolkata (half an hour off the hour), in Spanish', 'Asia/Kolkata', 'es-ES'],
  ] as const) {
    it(`every field of every row, for ${who}`, async () => {
      const token = timeZone === 'Asia/Kolkata' ? managerInKolkata : manager
      const input = { sort: 'dueDate', order: 'asc' } as const
      const answer = await server.download(allCases.export, input, { token, lang })
      const { records, header } = csvRecords(answer.text)
      const { rows, pinned } = await walkList(server, 'all', { ...input, limit: 200 }, token)
      const listed = [...pinned, ...rows]
      expect(records.length).toBe(listed.length)
      const byCaseNo = new Map(listed.map((row) => [row.caseNo, row]))
      const language = lang === 'es-ES' ? 'es' : 'en'
      for (const record of records) {
        const row = byCaseNo.get(record[header[0]!]!)!
        expect(
          header.map((name) => record[name]),
          row.caseNo,
        ).toEqual(fieldsOf(row, language, timeZone))
      }
      expect(records.some((record) => record[header[16]!] !== '')).toBe(true)
    })
  }
})

it('a file read a few rows a query is the file read whole, in every sort and direction', async () => {
  const user = (await userOfToken(server.db, managerInKolkata, 60_000))!
  for (const sort of caseSorts) {
    for (const order of ['asc', 'desc'] as const) {
      const input = caseExportInput.parse({ sort, order })
      const whole = await server.download(allCases.export, { sort, order }, { token: managerInKolkata })
      const inSevens = await textOf(exportCases(listContextOf(server.db, user, 'en'), 'all', input, 7))
      expect(inSevens, `${sort} ${order}`).toBe(whole.text)
      expect(csvRecords(inSevens).records.length).toBeGreaterThan(100)
    }
  }
})

it('the list, paged in every sort and direction, holds the file’s cases in the file’s order', async () => {
  for (const sort of caseSorts) {
    for (const order of ['asc', 'desc'] as const) {
      const file = await server.download(allCases.export, { sort, order }, { token: manager })
      const { header, records } = csvRecords(file.text)
      const { rows, pinned } = await walkList(server, 'all', { sort, order, limit: 25 }, manager)
      expect(pinned).toEqual([])
      expect(
        rows.map((row) => row.caseNo),
        `${sort} ${order}`,
      ).toEqual(records.map((record) => record[header[0]!]))
    }
  }
})
