import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, requestLeave, saveWorkSchedule, workSchedule } from '../../contract/staffs.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { teams } from '../../server/database/schema/system.ts'
import { aMember, fileServer, aWrite as write } from '../support/fileServer.ts'
import type { InvalidFields } from '../support/testServer.ts'

const file = fileServer('manager')
let lagosId: number
beforeAll(async () => {
  lagosId = (await file.server.db.select().from(teams).where(eq(teams.name, 'Lagos S1 Collection')))[0]!.id
})
const refusedFields = (data: unknown) => (data as InvalidFields).fields.map((field) => field.field)

describe('days out of any sensible range are refused by name (issue 19, finding 7)', () => {
  it('a month of year 0 is refused naming the month, in both languages, not answered with a 500', async () => {
    const en = await file.server.call(
      workSchedule,
      { teamId: lagosId, month: '0000-01' },
      { token: file.token },
    )
    expect([en.status, en.body.respMsg]).toEqual([
      400,
      'Month: must be a day from 1900 to two years from today',
    ])
    const es = await file.server.call(
      workSchedule,
      { teamId: lagosId, month: '9999-12' },
      { token: file.token, lang: 'es-ES' },
    )
    expect([es.status, es.body.respMsg]).toEqual([
      400,
      'Mes: debe ser un día entre 1900 y dentro de dos años',
    ])
  })

  it('an entry date of 9999-12-31 is refused naming the field, and no member is added', async () => {
    const en = await file.server.call(
      addMember,
      {
        ...aMember({
          username: 'far.future',
          phone: '0803 555 0199',
          teamId: lagosId,
          entryDate: '9999-12-31',
        }),
        ...write(),
      },
      { token: file.token, lang: 'es-ES' },
    )
    expect([en.status, en.body.respMsg]).toEqual([
      400,
      'Fecha de ingreso: debe ser un día entre 1900 y dentro de dos años',
    ])
    expect(refusedFields(en.body.data)).toEqual(['entryDate'])
    expect(await file.server.db.select().from(users).where(eq(users.username, 'far.future'))).toEqual([])
  })

  it('leave asked for 9999-12-31 is refused naming the days', async () => {
    const collector = await file.server.signInAs('collector')
    const asked = await file.server.call(
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
    const [member] = await file.server.db.select().from(users).where(eq(users.username, 'collector'))
    const saved = await file.server.call(
      saveWorkSchedule,
      { teamId: lagosId, changes: [{ memberId: member!.id, date: '9999-12-31', day: 'off' }], ...write() },
      { token: file.token },
    )
    expect(saved.status).toBe(400)
    expect(saved.body.respMsg).toMatch(/^Days changed/)
    expect(saved.body.respMsg).toContain('must be a day from 1900 to two years from today')
  })
})
