import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allApps, allTeams, allTeamTypes } from '../../contract/system.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let collector: string
let manager: string
let officeManager: string
beforeAll(async () => {
  server = await startTestServer()
  collector = await server.signInAs('collector')
  manager = await server.signInAs('manager')
  officeManager = await server.signInAs('officemanager')
})
afterAll(() => server?.close())

describe('menu access is checked on the server', () => {
  it('a collector, whose menus lack Staffs (1), is refused the teams and team types', async () => {
    for (const entry of [allTeams, allTeamTypes]) {
      const { status, body } = await server.call(entry, undefined, { token: collector })
      expect(status).toBe(403)
      expect(body).toEqual({
        respCode: 'session.forbidden',
        respMsg: 'You do not have access to this function.',
        data: null,
      })
    }
  })

  it('the refusal is worded in the request language', async () => {
    const { body } = await server.call(allTeams, undefined, { token: collector, lang: 'es-ES' })
    expect(body.respMsg).toBe('No tiene acceso a esta función.')
  })

  it('without a session the answer is signed out, not forbidden', async () => {
    const { status, body } = await server.call(allTeams, undefined, {})
    expect({ status, respCode: body.respCode }).toEqual({ status: 401, respCode: '999998' })
  })
})

describe('teams and team types', () => {
  it('a manager gets every team, including the one without a leader (leaderName empty)', async () => {
    const { status, body } = await server.call(allTeams, undefined, { token: manager })
    expect(status).toBe(200)
    const byName = new Map(body.data.map((team) => [team.name, team]))
    expect([...byName.keys()].sort()).toEqual([
      'CDMX S2 Collection',
      'CDMX Sales',
      'Lagos S1 Collection',
      'Night Shift Collection',
    ])
    expect(byName.get('Night Shift Collection')).toMatchObject({
      leaderName: '',
      teamTypeName: 'Collection',
      dutyDays: [6, 7],
    })
    expect(byName.get('Lagos S1 Collection')).toMatchObject({ leaderName: 'Adaeze Nwosu', memberCount: 3 })
    expect(body.data.filter((team) => team.leaderName !== '')).toHaveLength(3)
  })

  it('an office manager (role 8) gets the teams too', async () => {
    const { body } = await server.call(allTeams, undefined, { token: officeManager })
    expect(body.respCode).toBe('000000')
    expect(body.data).toHaveLength(4)
  })

  it('team types are named in the request language', async () => {
    const english = await server.call(allTeamTypes, undefined, { token: manager })
    const spanish = await server.call(allTeamTypes, undefined, { token: manager, lang: 'es-ES' })
    expect(english.body.data.map((type) => type.name)).toEqual(['Collection', 'Sales'])
    expect(spanish.body.data.map((type) => type.name)).toEqual(['Cobranza', 'Ventas'])
    expect(spanish.body.respMsg).toBe('éxito')
  })
})

describe('loan brands', () => {
  it('any signed-in user gets both brands, each with the money it lends in; the one without its own app is handled by the other', async () => {
    const { status, body } = await server.call(allApps, { teamId: '' }, { token: collector })
    expect(status).toBe(200)
    expect(body.data).toEqual([
      expect.objectContaining({
        code: 'PRESTAFACIL',
        name: 'PrestaFácil',
        hasOwnApp: true,
        currency: 'MXN',
        handledByAppName: null,
      }),
      expect.objectContaining({
        code: 'OWOCREDIT',
        name: 'OwoCredit',
        hasOwnApp: false,
        currency: 'NGN',
        handledByAppName: 'PrestaFácil',
      }),
    ])
  })

  it('needs a session', async () => {
    const { status, body } = await server.call(allApps, { teamId: '' }, {})
    expect({ status, respCode: body.respCode }).toEqual({ status: 401, respCode: '999998' })
  })
})
