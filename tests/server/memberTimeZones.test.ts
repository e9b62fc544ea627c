import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addMember, editMember, staffExport, staffList } from '../../contract/staffs.ts'
import { isKnownTimeZone, timeZones } from '../../contract/timeZones.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { aMember, fileServer, aWrite as write } from '../support/fileServer.ts'
import type { InvalidFields } from '../support/testServer.ts'

const file = fileServer('manager')
const member = (serial: number, timeZone: string) =>
  aMember({
    name: `Zone Member ${serial}`,
    username: `zone.member.${serial}`,
    phone: `0803 310 ${String(serial).padStart(4, '0')}`,
    timeZone,
  })

/** Zones Node's Intl accepts (old links) that PostgreSQL dropped: saved, they broke every staff list. */
const nodeOnly = ['US/Pacific-New', 'Canada/East-Saskatchewan']

describe('a member’s time zone is one both engines know (issue 19, finding 4)', () => {
  it('a zone Node accepts and PostgreSQL does not is refused by name, in both languages', async () => {
    for (const zone of nodeOnly) {
      const en = await file.server.call(addMember, { ...member(1, zone), ...write() }, { token: file.token })
      expect([en.status, en.body.respMsg]).toEqual([400, 'Time zone: choose a time zone from the list'])
      expect((en.body.data as unknown as InvalidFields).fields.map((field) => field.field)).toEqual([
        'timeZone',
      ])
    }
    const es = await file.server.call(
      addMember,
      { ...member(1, nodeOnly[0]!), ...write() },
      { token: file.token, lang: 'es-ES' },
    )
    expect([es.status, es.body.respMsg]).toEqual([400, 'Zona horaria: Elija una zona horaria de la lista'])
    expect(await file.server.db.select().from(users).where(eq(users.username, 'zone.member.1'))).toEqual([])
  })

  it('editing a member to such a zone is refused too, and the staff list and its export keep working', async () => {
    const added = await file.server.call(
      addMember,
      { ...member(2, 'America/Mexico_City'), ...write() },
      { token: file.token },
    )
    expect(added.body.respCode).toBe('000000')
    const memberId = added.body.data.memberId
    const edited = await file.server.call(
      editMember,
      { ...member(2, nodeOnly[1]!), memberId, ...write() },
      { token: file.token },
    )
    expect([edited.status, edited.body.respMsg]).toEqual([400, 'Time zone: choose a time zone from the list'])
    const list = await file.server.call(staffList, { limit: 200 }, { token: file.token })
    expect(list.status).toBe(200)
    expect(list.body.data.rows.find((row) => row.id === memberId)?.timeZone).toBe('America/Mexico_City')
    const exported = await file.server.download(staffExport, {}, { token: file.token })
    expect(exported.status).toBe(200)
    expect(exported.text).toContain('Zone Member 2')
  })

  it('the list offered is the zones this engine and Intl both know, the ones in use among them', async () => {
    const known = (await file.server.db.execute(
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
    const inUse = await file.server.db.selectDistinct({ zone: users.timeZone }).from(users)
    expect(inUse.map((row) => row.zone).filter((zone) => !isKnownTimeZone(zone))).toEqual([])
    for (const zone of nodeOnly) expect(isKnownTimeZone(zone)).toBe(false)
  })
})
