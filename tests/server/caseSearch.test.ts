import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseRow, CaseView } from '../../contract/cases.ts'
import { executedRows } from '../../server/database/executedRows.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { foldText, nameKeyOf } from '../../server/database/searchKeys.ts'
import { caseIdsWhere, storedPhoneOf, userIdOf, walkList } from '../support/caseFixtures.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The case list's search box as a collector types into it: names without accents or capitals, from
// any word; a phone's last digits as the list shows them; a case number's digits alone.
let server: TestServer
let manager: string
let collector: string
let collectorMx: string
let seller: string
let ownedByCollector: Set<number>

beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  collector = await server.signInAs('collector')
  collectorMx = await server.signInAs('collector.mx')
  seller = await server.signInAs('seller')
  const collectorId = await userIdOf(server, 'collector')
  ownedByCollector = new Set(await caseIdsWhere(server, eq(cases.ownerId, collectorId)))
})
afterAll(() => server?.close())

const ids = (rows: CaseRow[]) => rows.map((row) => row.id).sort((a, b) => a - b)

async function found(search: string, token = manager, view: CaseView = 'all'): Promise<CaseRow[]> {
  return (await walkList(server, view, { search }, token)).rows
}

/** Worked out apart from the code under test: Unicode decomposition, marks dropped, lower case. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)

/** What a collector expects: the typed words begin the name, or begin at one of its words. */
function nameMatches(name: string, typed: string): boolean {
  const words = plain(name)
  const wanted = plain(typed).join(' ')
  return words.some((_, i) => words.slice(i).join(' ').startsWith(wanted))
}

async function collectionCaseNames() {
  return server.db
    .select({ id: cases.id, name: cases.customerName })
    .from(cases)
    .where(eq(cases.kind, 'collection'))
}

async function caseOf(id: number) {
  const [row] = await server.db
    .select({ id: cases.id, caseNo: cases.caseNo, name: cases.customerName, phone: cases.customerPhone })
    .from(cases)
    .where(eq(cases.id, id))
  return row!
}

describe('by name, without regard to accents or letter case', () => {
  it("'jose' finds every José, as 'José' and 'JOSÉ' do", async () => {
    const all = await collectionCaseNames()
    const joses = all.filter((c) => c.name.split(' ')[0] === 'José').map((c) => c.id)
    expect(joses.length).toBeGreaterThan(5)
    const plainly = ids(await found('jose'))
    expect(plainly).toEqual(joses.sort((a, b) => a - b))
    expect(ids(await found('José'))).toEqual(plainly)
    expect(ids(await found('JOSÉ'))).toEqual(plainly)
  })

  it('finds the start of any word, and words typed in a row from any word on', async () => {
    const all = await collectionCaseNames()
    // From a real name, say 'María Hernández López': 'hernan', 'lópez', 'maria hernandez l', 'HERNÁNDEZ LÓP'.
    const [given, family, second] = all.find((c) => c.name.split(' ').length === 3)!.name.split(' ')
    const typings = [
      plain(family!)[0]!.slice(0, 6),
      second!.toLowerCase(),
      `${plain(given!)[0]} ${plain(family!)[0]} ${second!.slice(0, 1).toLowerCase()}`,
      `${family!.toUpperCase()} ${second!.slice(0, 3).toUpperCase()}`,
    ]
    for (const typed of typings) {
      const expected = all.filter((c) => nameMatches(c.name, typed)).map((c) => c.id)
      expect(expected.length, typed).toBeGreaterThan(0)
      expect(ids(await found(typed)), typed).toEqual(expected.sort((a, b) => a - b))
    }
  })

  it('folds ñ, ü, capitals with accents, joined and abbreviated names, and names stored decomposed', async () => {
    const renamed: Array<[string, string[]]> = [
      ['BEGOÑA Peña Güemes', ['begona', 'pena', 'guem', 'Begoña Peña G', 'PEÑA güemes']],
      [
        'Ma. Guadalupe Ruiz-Tagle Núñez',
        ['ma guadalupe', 'Ma. Guadalupe', 'tagle', 'ruiz tagle nu', 'nunez'],
      ],
      ['Jose\u0301 A\u0301ngel Ibáñez', ['josé ángel', 'angel', 'ibanez', 'IBÁÑEZ']],
    ]
    const targets = (await caseIdsWhere(server, eq(cases.kind, 'collection'))).slice(0, renamed.length)
    for (const [i, [name]] of renamed.entries())
      await server.db.update(cases).set({ customerName: name }).where(eq(cases.id, targets[i]!))
    for (const [i, [name, typings]] of renamed.entries()) {
      for (const typed of typings) {
        const rows = await found(typed)
        expect(ids(rows), `${typed} for ${name}`).toContain(targets[i])
        for (const row of rows) expect(nameMatches(row.name, typed), `${row.name} for ${typed}`).toBe(true)
      }
    }
  })

  it('folds what is typed exactly as the database folds the stored name', async () => {
    const samples = [
      'ÁÀÂÄÃÅáàâäãå ÉÈÊËéèêë ÍÌÎÏíìîï ÓÒÔÖÕóòôöõ ÚÙÛÜúùûü ÑñÇçÝýÿ',
      '  María   de la  Peña-Núñez ',
      'O\u0308rjan\tMa. Ståhl',
      'ZOË Łukasz Øvre',
    ]
    for (const text of samples) {
      const [row] = await server.db
        .execute<{ key: string }>(sql`select ${nameKeyOf(sql`${text}::text`)} as key`)
        .then((result) => executedRows<{ key: string }>(result))
      expect(row!.key, text).toBe(foldText(text))
    }
    expect(foldText('  María   de la  Peña-Núñez ')).toBe('maria de la pena nunez')
  })

  it('a name nobody has finds nothing, and like wildcards are letters like any other', async () => {
    expect(await found('zzyzx')).toEqual([])
    expect(await found('jos_')).toEqual([])
    expect(await found('%')).toEqual([])
  })
})

describe('by phone', () => {
  it('the last four digits, as the masked list shows them, find the case', async () => {
    const [target] = await caseIdsWhere(server, eq(cases.kind, 'collection'))
    const { phone } = await caseOf(target!)
    const lastFour = phone.slice(-4)
    const rows = await found(lastFour)
    expect(ids(rows)).toContain(target)
    for (const row of rows) {
      const { phone: stored, caseNo } = await caseOf(row.id)
      const matches = stored.endsWith(lastFour) || stored.startsWith(lastFour) || caseNo.endsWith(lastFour)
      expect(matches, `${caseNo} ${stored}`).toBe(true)
    }
  })

  it('the masked phone itself, start and end, finds the cases showing exactly it', async () => {
    const [target] = await caseIdsWhere(server, eq(cases.kind, 'collection'))
    const [shown] = (await found((await caseOf(target!)).caseNo)).map((row) => row.phone)
    expect(shown).toMatch(/^\d{3}\*{4}\d{4}$/)
    const rows = await found(shown!)
    expect(ids(rows)).toContain(target)
    for (const row of rows) expect(row.phone).toBe(shown)
  })

  it('the start of the phone still works, with spaces and a plus typed in', async () => {
    const [target] = await caseIdsWhere(server, eq(cases.kind, 'collection'))
    const phone = await storedPhoneOf(server, target!)
    const rows = await found(`+${phone.slice(0, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 8)}`)
    expect(ids(rows)).toContain(target)
    for (const row of rows) expect((await caseOf(row.id)).phone.startsWith(phone.slice(0, 8))).toBe(true)
  })

  it('fewer than four digits are not looked for at the end of phones', async () => {
    const [target] = await caseIdsWhere(server, eq(cases.kind, 'collection'))
    const lastThree = (await caseOf(target!)).phone.slice(-3)
    for (const row of await found(lastThree)) {
      const { phone, caseNo } = await caseOf(row.id)
      expect(phone.startsWith(lastThree) || Number(caseNo.slice(1)) === Number(lastThree)).toBe(true)
    }
  })
})

describe('by case number', () => {
  it("the digits alone, without the letter or the zeros, find the case: '154' is C00000154", async () => {
    const [target] = await caseIdsWhere(server, eq(cases.kind, 'collection'))
    const { caseNo } = await caseOf(target!)
    const digits = String(Number(caseNo.slice(1)))
    expect(digits.length).toBeLessThan(caseNo.length - 1)
    for (const typed of [digits, `c${digits}`, `C${digits}`, caseNo.toLowerCase(), caseNo]) {
      const rows = await found(typed)
      expect(ids(rows), typed).toContain(target)
      const numbered = rows.filter(
        (row) => row.caseNo.startsWith('C') && Number(row.caseNo.slice(1)) === Number(digits),
      )
      expect(
        numbered.map((row) => row.id),
        typed,
      ).toEqual([target])
    }
  })

  it('a seller finds a sale case (S…) by its digits too', async () => {
    const [target] = await caseIdsWhere(server, eq(cases.kind, 'sale'))
    const { caseNo } = await caseOf(target!)
    expect(caseNo).toMatch(/^S/)
    const rows = await found(String(Number(caseNo.slice(1))), seller, 'seller')
    expect(rows.map((row) => row.caseNo)).toContain(caseNo)
  })
})

describe('search keeps to the searcher’s own cases', () => {
  it("another collector finds none of the first one's cases by name, phone end, masked phone or digits", async () => {
    const [target] = await caseIdsWhere(
      server,
      inArray(cases.id, [...ownedByCollector]),
      eq(cases.kind, 'collection'),
    )
    const { caseNo, name, phone } = await caseOf(target!)
    const [shown] = (await found(caseNo, collector)).map((row) => row.phone)
    const typings = [plain(name).join(' '), phone.slice(-4), shown!, String(Number(caseNo.slice(1)))]
    for (const typed of typings) {
      // The owner finds it with the same words, so the search itself works.
      expect(ids(await found(typed, collector)), typed).toContain(target)
      for (const view of ['all', 'collection'] as const) {
        const theirs = await found(typed, collectorMx, view)
        for (const row of theirs) expect(ownedByCollector.has(row.id), `${typed}: ${row.caseNo}`).toBe(false)
      }
    }
  })
})
