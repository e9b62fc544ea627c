import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIds } from '../../contract/menus.ts'
import { addMember, requestLeave, saveWorkSchedule, workSchedule } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { teams } from '../../server/database/schema/system.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let manager: string
let lagosId: number
beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  lagosId = (await server.db.select().from(teams).where(eq(teams.name, 'Lagos S1 Collection')))[0]!.id
})
afterAll(() => server?.close())

const write = () => ({ clientMutationId: randomUUID() })
const refusedFields = (data: unknown) => (data as InvalidFields).fields.map((field) => field.field)

describe('days out of any sensible range are refused by name (issue 19, finding 7)', () => {
  it('a month of year 0 is refused naming the month, in both languages, not answered with a 500', async () => {
    const en = await server.call(workSchedule, { teamId: lagosId, month: '0000-01' }, { token: manager })
    expect([en.status, en.body.respMsg]).toEqual([
      400,
      'Month: must be a day from 1900 to two years from today',
    ])
    const es = await server.call(
      workSchedule,
      { teamId: lagosId, month: '9999-12' },
      { token: manager, lang: 'es-ES' },
    )
    expect([es.status, es.body.respMsg]).toEqual([
      400,
      'Mes: debe ser un día entre 1900 y dentro de dos años',
    ])
  })

  it('an entry date of 9999-12-31 is refused naming the field, and no member is added', async () => {
    const en = await server.call(
      addMember,
      {
        name: 'Far Future',
        username: 'far.future',
        countryCode: '234',
        phone: '0803 555 0199',
        roleId: roleIds.collector,
        teamId: lagosId,
        timeZone: 'Africa/Lagos',
        entryDate: '9999-12-31',
        ...write(),
      },
      { token: manager, lang: 'es-ES' },
    )
    expect([en.status, en.body.respMsg]).toEqual([
      400,
      'Fecha de ingreso: debe ser un día entre 1900 y dentro de dos años',
    ])
    expect(refusedFields(en.body.data)).toEqual(['entryDate'])
    expect(await server.db.select().from(users).where(eq(users.username, 'far.future'))).toEqual([])
  })

  it('leave asked for 9999-12-31 is refused naming the days', async () => {
    const collector = await server.signInAs('collector')
    const asked = await server.call(
      requestLeave,
      { days: ['9999-12-31'], reason: 'Far away', ...write() },
      { token: collector },
    )
    expect([asked.status, asked.body.respMsg]).toEqual([
      400,
      'Leave days (line 1): must be a day from 1900 to two years from today',
    ])
  })

  it('a schedule day of 9999-12-31 is refused naming the days changed', async () => {
    const [member] = await server.db.select().from(users).where(eq(users.username, 'collector'))
    const saved = await server.call(
      saveWorkSchedule,
      { teamId: lagosId, changes: [{ memberId: member!.id, date: '9999-12-31', day: 'off' }], ...write() },
      { token: manager },
    )
    expect(saved.status).toBe(400)
    expect(saved.body.respMsg).toMatch(/^Days changed/)
    expect(saved.body.respMsg).toContain('must be a day from 1900 to two years from today')
  })
})
