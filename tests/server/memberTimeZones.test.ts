import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addMember, editMember, staffExport, staffList } from '../../contract/staffs.ts'
import { isKnownTimeZone, timeZones } from '../../contract/timeZones.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { personDayWork } from '../../server/database/schema/dashboards.ts'
import { keepingCaseFigures } from '../../server/services/dashboards/keptCaseFigures.ts'
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

  it('a member moved to another time zone has their kept figures recounted on the new clock, in the same write', async () => {
    const { server, token } = file
    const added = await server.call(addMember, { ...member(3, 'Africa/Lagos'), ...write() }, { token })
    const memberId = added.body.data.memberId
    // Allocated at 23:30 UTC: 00:30 on the 21st in Lagos, 17:30 on the 20th in Mexico City.
    const allocatedAt = new Date('2026-11-20T23:30:00Z')
    const [held] = await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.kind, 'collection'), eq(cases.status, 'unpaid'), isNull(cases.closedAt)))
      .limit(1)
    await server.db.transaction((tx) =>
      keepingCaseFigures(tx, [held!.id], () =>
        tx.update(cases).set({ ownerId: memberId, allocatedAt }).where(eq(cases.id, held!.id)),
      ),
    )
    const keptDays = () =>
      server.db
        .select({ day: personDayWork.day, unfinished: personDayWork.unfinishedAllocated })
        .from(personDayWork)
        .where(and(eq(personDayWork.personId, memberId), ne(personDayWork.unfinishedAllocated, 0)))
    expect(await keptDays()).toEqual([{ day: '2026-11-21', unfinished: 1 }])
    const edited = await server.call(
      editMember,
      { ...member(3, 'America/Mexico_City'), memberId, ...write() },
      { token },
    )
    expect(edited.body.respCode, edited.body.respMsg).toBe('000000')
    expect(await keptDays()).toEqual([{ day: '2026-11-20', unfinished: 1 }])
    // Taken back on retrieval from the day it is counted on: nothing is left below zero.
    await server.db.transaction((tx) =>
      keepingCaseFigures(tx, [held!.id], () =>
        tx.update(cases).set({ ownerId: null }).where(eq(cases.id, held!.id)),
      ),
    )
    expect(await keptDays()).toEqual([])
  })
})
