import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, editMember, staffExport, staffList } from '../../contract/staffs.ts'
import { isKnownTimeZone, timeZones } from '../../contract/timeZones.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let manager: string
beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
const member = (serial: number, timeZone: string) => ({
  name: `Zone Member ${serial}`,
  username: `zone.member.${serial}`,
  countryCode: '52',
  phone: `55 3100 ${String(serial).padStart(4, '0')}`,
  roleId: 2,
  teamId: null,
  timeZone,
  entryDate: '2026-01-05',
})

/** Zones Node's Intl accepts (old links) that PostgreSQL dropped: saved, they broke every staff list. */
const nodeOnly = ['US/Pacific-New', 'Canada/East-Saskatchewan']

describe('a member’s time zone is one both engines know (issue 19, finding 4)', () => {
  it('a zone Node accepts and PostgreSQL does not is refused by name, in both languages', async () => {
    for (const zone of nodeOnly) {
      const en = await server.call(addMember, { ...member(1, zone), ...write() }, { token: manager })
      expect([en.status, en.body.respMsg]).toEqual([400, 'Time zone: choose a time zone from the list'])
      expect((en.body.data as unknown as InvalidFields).fields.map((field) => field.field)).toEqual([
        'timeZone',
      ])
    }
    const es = await server.call(
      addMember,
      { ...member(1, nodeOnly[0]!), ...write() },
      { token: manager, lang: 'es-ES' },
    )
    expect([es.status, es.body.respMsg]).toEqual([400, 'Zona horaria: Elija una zona horaria de la lista'])
    expect(await server.db.select().from(users).where(eq(users.username, 'zone.member.1'))).toEqual([])
  })

  it('editing a member to such a zone is refused too, and the staff list and its export keep working', async () => {
    const added = await server.call(
      addMember,
      { ...member(2, 'America/Mexico_City'), ...write() },
      { token: manager },
    )
    expect(added.body.respCode).toBe('000000')
    const memberId = added.body.data.memberId
    const edited = await server.call(
      editMember,
      { ...member(2, nodeOnly[1]!), memberId, ...write() },
      { token: manager },
    )
    expect([edited.status, edited.body.respMsg]).toEqual([400, 'Time zone: choose a time zone from the list'])
    const list = await server.call(staffList, { limit: 200 }, { token: manager })
    expect(list.status).toBe(200)
    expect(list.body.data.rows.find((row) => row.id === memberId)?.timeZone).toBe('America/Mexico_City')
    const file = await server.download(staffExport, {}, { token: manager })
    expect(file.status).toBe(200)
    expect(file.text).toContain('Zone Member 2')
  })

  it('the list offered is the zones this engine and Intl both know, the ones in use among them', async () => {
    const known = (await server.db.execute(
      sql`select name from pg_timezone_names where name = any(${sql.param(timeZones)})`,
    )) as unknown as { rows: { name: string }[] }
    const engineKnows = new Set(known.rows.map((row) => row.name))
    expect(timeZones.filter((zone) => !engineKnows.has(zone))).toEqual([])
    const intlRefuses = timeZones.filter((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone })
        return false
      } catch {
        return true
      }
    })
    expect(intlRefuses).toEqual([])
    const inUse = await server.db.selectDistinct({ zone: users.timeZone }).from(users)
    expect(inUse.map((row) => row.zone).filter((zone) => !isKnownTimeZone(zone))).toEqual([])
    for (const zone of nodeOnly) expect(isKnownTimeZone(zone)).toBe(false)
  })
})
