import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addBlacklistEntry,
  blacklistExport,
  blacklistList,
  removeBlacklistEntry,
} from '../../contract/blacklist.ts'
import { apps } from '../../server/database/schema/system.ts'
import { atOnce } from '../support/engineParity.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let manager: string
let office: string
let prestaId: number
let serial = 0
const write = () => ({ clientMutationId: randomUUID() })
/** An id card nobody else's test uses. */
const newIdCard = () => {
  serial += 1
  return `TEST${Date.now()}${serial}`
}
const anEntry = () => ({
  appId: prestaId,
  idCard: newIdCard(),
  phone: '+52 55 1234 9876',
  reason: 'Forged payslips',
})

beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  office = await server.signInAs('officemanager')
  const brands = await server.db.select({ id: apps.id, name: apps.name }).from(apps)
  prestaId = brands.find((brand) => brand.name === 'PrestaFácil')!.id
})
afterAll(() => server?.close())

describe('the blacklist (menu 59)', () => {
  it('lists the seed’s entries newest first, each phone masked, with its app and who listed it', async () => {
    const { status, body } = await server.call(blacklistList, { limit: 50 }, { token: manager })
    expect(status).toBe(200)
    const seeded = body.data.rows.find((row) => row.idCard === 'GOMR850312HDFLRS09')
    expect(seeded).toMatchObject({
      appName: 'PrestaFácil',
      phone: '525****0001',
      createdByName: expect.any(String),
    })
    expect(body.data.rows.every((row) => row.phone.includes('****'))).toBe(true)
  })

  it('adds an entry, finds it by app and by part of its id card or phone, and removes it', async () => {
    const entry = anEntry()
    const added = await server.call(addBlacklistEntry, { ...entry, ...write() }, { token: office })
    expect(added.status).toBe(200)
    expect(added.body.data).toMatchObject({
      idCard: entry.idCard,
      phone: '525****9876',
      appName: 'PrestaFácil',
    })
    const byCard = await server.call(blacklistList, { search: entry.idCard.slice(2) }, { token: manager })
    expect(byCard.body.data.rows.map((row) => row.id)).toEqual([added.body.data.id])
    const byPhone = await server.call(
      blacklistList,
      { appId: prestaId, search: '1234 9876' },
      { token: manager },
    )
    expect(byPhone.body.data.rows.map((row) => row.id)).toContain(added.body.data.id)
    const removed = await server.call(
      removeBlacklistEntry,
      { entryId: added.body.data.id, ...write() },
      { token: manager },
    )
    expect(removed.body.data).toEqual({ entryId: added.body.data.id })
    const after = await server.call(blacklistList, { search: entry.idCard }, { token: manager })
    expect(after.body.data.rows).toEqual([])
    const again = await server.call(
      removeBlacklistEntry,
      { entryId: added.body.data.id, ...write() },
      { token: manager },
    )
    expect([again.status, again.body.respCode]).toEqual([404, 'blacklist.notFound'])
  })

  it('pages with the shared keyset cursor', async () => {
    const first = await server.call(blacklistList, { limit: 1 }, { token: manager })
    expect(first.body.data.rows).toHaveLength(1)
    const next = await server.call(
      blacklistList,
      { limit: 1, after: first.body.data.nextCursor! },
      { token: manager },
    )
    expect(next.body.data.rows[0]?.id).not.toBe(first.body.data.rows[0]?.id)
    const forged = await server.call(blacklistList, { after: 'forged' }, { token: manager })
    expect(forged.status).toBe(400)
    expect((forged.body.data as unknown as InvalidFields).fields.map((f) => f.field)).toEqual(['after'])
  })

  it('exports the filter as CSV in the caller’s language, phones masked', async () => {
    const es = await server.download(blacklistExport, { appId: prestaId }, { token: manager, lang: 'es-ES' })
    expect(es.status).toBe(200)
    const lines = es.text.trim().split(/\r?\n/)
    expect(lines[0]).toContain(
      'Nombre de la app,Cédula de identidad,Número de teléfono,Motivo,Creado por,Fecha de creación',
    )
    expect(es.text).toContain('GOMR850312HDFLRS09')
    expect(es.text).not.toContain('525512340001')
    expect(es.text).not.toContain('OwoCredit')
    const en = await server.download(blacklistExport, {}, { token: manager })
    expect(en.text).toContain('App name,ID card,Phone number,Reason,Created by,Created date')
  })

  it('lets collectors, leaders and auditors read but not add or remove; sellers do not open it', async () => {
    for (const username of ['collector', 'leader', 'auditor']) {
      const token = await server.signInAs(username)
      expect((await server.call(blacklistList, {}, { token })).status).toBe(200)
      const add = await server.call(addBlacklistEntry, { ...anEntry(), ...write() }, { token })
      expect(add.status).toBe(403)
      const remove = await server.call(removeBlacklistEntry, { entryId: 1, ...write() }, { token })
      expect(remove.status).toBe(403)
    }
    const seller = await server.signInAs('seller')
    expect((await server.call(blacklistList, {}, { token: seller })).status).toBe(403)
    expect((await server.download(blacklistExport, {}, { token: seller })).status).toBe(403)
  })

  it('names each empty field, in English and in Spanish', async () => {
    const empty = { appId: undefined, idCard: ' ', phone: '', reason: '', ...write() } as never
    const en = await server.call(addBlacklistEntry, empty, { token: manager })
    expect(en.status).toBe(400)
    expect(
      (en.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.label, f.message]),
    ).toEqual([
      ['appId', 'App name', 'please select the app'],
      ['idCard', 'ID card', 'id card cannot be empty'],
      ['phone', 'Phone number', 'phone number cannot be empty'],
      ['reason', 'Reason', 'reason cannot be empty'],
    ])
    const es = await server.call(addBlacklistEntry, empty, { token: manager, lang: 'es-ES' })
    expect(
      (es.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.label, f.message]),
    ).toEqual([
      ['appId', 'Nombre de la app', 'Por favor seleccione la app'],
      ['idCard', 'Cédula de identidad', 'La cédula de identidad no puede estar vacía'],
      ['phone', 'Número de teléfono', 'El número de teléfono no puede estar vacío'],
      ['reason', 'Motivo', 'El motivo no puede estar vacío'],
    ])
    expect(es.body.respMsg).toContain('Nombre de la app')
    const badPhone = await server.call(
      addBlacklistEntry,
      { ...anEntry(), phone: 'call me', ...write() },
      { token: manager, lang: 'es-ES' },
    )
    expect((badPhone.body.data as unknown as InvalidFields).fields.map((f) => [f.field, f.message])).toEqual([
      ['phone', 'Ingrese el número correcto'],
    ])
  })

  it('refuses an id card listed on the app already, naming the id card', async () => {
    const entry = anEntry()
    expect((await server.call(addBlacklistEntry, { ...entry, ...write() }, { token: manager })).status).toBe(
      200,
    )
    const en = await server.call(addBlacklistEntry, { ...entry, ...write() }, { token: manager })
    expect([en.status, en.body.respCode, en.body.respMsg]).toEqual([
      409,
      'blacklist.duplicate',
      'This ID card is on the blacklist of this app already.',
    ])
    expect(en.body.data).toEqual({ field: 'idCard' })
    const es = await server.call(
      addBlacklistEntry,
      { ...entry, ...write() },
      { token: manager, lang: 'es-ES' },
    )
    expect(es.body.respMsg).toBe('Esta cédula de identidad ya está en la lista negra de esta app.')
  })

  it('lists an id card sent twice at the same moment once; the other is refused naming the id card', async () => {
    const entry = anEntry()
    const answers = await atOnce(
      [office, manager].map((token) => server.call(addBlacklistEntry, { ...entry, ...write() }, { token })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect([refused.body.respCode, refused.body.data]).toEqual(['blacklist.duplicate', { field: 'idCard' }])
  })

  it('never writes a phone or an id card to the log', async () => {
    const entry = { ...anEntry(), phone: '5255987612' }
    await server.call(addBlacklistEntry, { ...entry, ...write() }, { token: manager })
    await server.call(addBlacklistEntry, { ...entry, ...write() }, { token: manager })
    await server.call(blacklistList, { search: '5255987612' }, { token: manager })
    await server.call(blacklistList, { search: 'GOMR850312HDFLRS09' }, { token: manager })
    await server.download(blacklistExport, { search: 'GOMR850312HDFLRS09' }, { token: manager })
    const logged = JSON.stringify(server.logs())
    expect(logged).not.toContain('5255987612')
    expect(logged).not.toContain(entry.idCard)
    expect(logged).not.toContain('GOMR850312')
  })
})
