import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  changeRuleState,
  previewRule,
  ruleDetail,
  ruleList,
  runRuleNow,
  saveRule,
} from '../../contract/automaticRules.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { teams } from '../../server/database/schema/system.ts'
import { changed, intoPool, poolRule, saved, teamIdOf, write } from '../support/automaticRuleSamples.ts'
import { userIdOf } from '../support/caseFixtures.ts'
import { type InvalidFields, startTestServer, type TestServer } from '../support/testServer.ts'

// What the automatic rules refuse, and in whose words: bad definitions (400 naming the field, in
// English and Spanish), steps the rule's machine does not take (409), rules out of a team leader's
// reach (403), callers without the menu, and runs the owner may no longer make (recorded failed).

let server: TestServer
let manager: string
let leader: string
let lagos: number
let cdmx: number

beforeAll(async () => {
  server = await startTestServer()
  manager = await server.signInAs('manager')
  leader = await server.signInAs('leader')
  lagos = await teamIdOf(server, 'Lagos S1 Collection')
  cdmx = await teamIdOf(server, 'CDMX S2 Collection')
})
afterAll(() => server?.close())

/** The first field a refused save names, as the server says it in each language. */
async function refusedField(over: Record<string, unknown>) {
  const input = { ...poolRule(cdmx, lagos), ...over, ...write() } as never
  const en = await server.call(saveRule, input, { token: manager })
  const es = await server.call(saveRule, input, { token: manager, lang: 'es-ES' })
  expect(en.status).toBe(400)
  const [field] = (en.body.data as unknown as InvalidFields).fields
  return { field: field!.field, en: en.body.respMsg, es: es.body.respMsg }
}

describe('a definition that cannot run is refused naming the field (400), nothing saved', () => {
  it('a time that is no time of day, no days, an amount without its app, a cap of 0, a retrieval of cases held by no one', async () => {
    expect(await refusedField({ time: '25:00' })).toEqual({
      field: 'time',
      en: 'Time: must be a time of day as HH:mm',
      es: 'Hora: Debe ser una hora del día como HH:mm',
    })
    expect(await refusedField({ days: [] })).toEqual({
      field: 'days',
      en: 'Days: choose at least one day',
      es: 'Días: Elija al menos un día',
    })
    expect(await refusedField({ amountMin: 100_000 })).toEqual({
      field: 'appId',
      en: 'App: an amount range needs the app, whose currency it counts in',
      es: 'App: Un rango de monto necesita la app, en cuya moneda se cuenta',
    })
    expect(await refusedField({ cap: 0 })).toEqual({
      field: 'cap',
      en: 'Most cases per run: must be a whole number of cases from 1 to 10,000',
      es: 'Máximo de casos por ejecución: Debe ser un número entero de casos de 1 a 10.000',
    })
    expect(await refusedField({ action: 'retrieve', toTeamId: undefined })).toEqual({
      field: 'holder',
      en: 'Held by: a retrieval takes cases back from a member: cases held by no one have none',
      es: 'En manos de: Retirar toma casos de un miembro: los casos sin responsable no se pueden retirar',
    })
    const listed = await server.call(ruleList, {}, { token: manager })
    expect(listed.body.data.filter((row) => row.definition.name === 'Pool to Lagos')).toEqual([])
  })

  it('an app, a team or a member that does not exist, or a member of another team, is named too', async () => {
    expect((await refusedField({ appId: 9_999 })).field).toBe('appId')
    expect((await refusedField({ inTeamId: 9_999 })).en).toBe('In team: is not a valid value')
    const ana = await userIdOf(server, 'collector.mx')
    expect(await refusedField({ way: 'manual', memberIds: [ana] })).toEqual({
      field: 'memberIds.0',
      en: 'Members (line 1): is not a valid value',
      es: 'Miembros (línea 1): no es un valor válido',
    })
    const preview = await server.call(previewRule, { ...poolRule(cdmx, 9_999) }, { token: manager })
    expect([preview.status, preview.body.respMsg]).toEqual([400, 'Team: is not a valid value'])
  })

  it('a dry run with cases to deal and no member on duty in the team is refused as the allocation refuses it', async () => {
    const night = await teamIdOf(server, 'Night Shift Collection')
    await intoPool(server, manager, cdmx, 2)
    const preview = await server.call(previewRule, poolRule(cdmx, night), { token: manager, lang: 'es-ES' })
    expect([preview.status, preview.body.respCode, preview.body.respMsg]).toEqual([
      422,
      'staffs.noMemberOnDuty',
      'Ningún miembro de Night Shift Collection está en servicio hoy: elija a qué miembros asignar.',
    ])
    // Run, the same refusal is its record: failed, why in the reader's words, nothing moved.
    const rule = await saved(server, manager, poolRule(cdmx, night, { name: 'Nobody on duty' }))
    await changed(server, manager, rule.id, 'ACTIVATE')
    const run = await server.call(runRuleNow, { ruleId: rule.id, ...write() }, { token: manager })
    expect(run.body.data).toMatchObject({
      status: 'failed',
      matched: 0,
      moved: 0,
      error: 'staffs.noMemberOnDuty',
      errorText: 'No member of Night Shift Collection is on duty today: choose the members to allocate to.',
    })
    await changed(server, manager, rule.id, 'ARCHIVE')
  })
})

describe("a rule's machine refuses the steps it does not take (409)", () => {
  it('pausing a draft, resuming an active rule, running a draft, and any change of an archived rule', async () => {
    const rule = await saved(server, manager, poolRule(cdmx, lagos, { name: 'Machine steps' }))
    const step = (event: 'ACTIVATE' | 'PAUSE' | 'RESUME' | 'ARCHIVE', lang?: 'es-ES') =>
      server.call(
        changeRuleState,
        { ruleId: rule.id, event, ...write() },
        { token: manager, ...(lang ? { lang } : {}) },
      )
    const pause = await step('PAUSE')
    expect([pause.status, pause.body.respCode, pause.body.respMsg]).toEqual([
      409,
      'automaticRule.notAllowed',
      'The rule is not in a state that allows this change; refresh to see it as it is.',
    ])
    const run = await server.call(
      runRuleNow,
      { ruleId: rule.id, ...write() },
      { token: manager, lang: 'es-ES' },
    )
    expect([run.status, run.body.respCode, run.body.respMsg]).toEqual([
      409,
      'automaticRule.notActive',
      'Solo una regla activa se ejecuta: actívela primero.',
    ])
    await changed(server, manager, rule.id, 'ACTIVATE')
    expect((await step('RESUME')).body.respCode).toBe('automaticRule.notAllowed')
    await changed(server, manager, rule.id, 'ARCHIVE')
    const again = await step('ACTIVATE', 'es-ES')
    expect([again.status, again.body.respMsg]).toEqual([409, 'Una regla archivada no se puede cambiar.'])
    const edit = await server.call(
      saveRule,
      { ...poolRule(cdmx, lagos, { cap: 3 }), ruleId: rule.id, ...write() },
      { token: manager },
    )
    expect([edit.status, edit.body.respCode]).toEqual([409, 'automaticRule.archived'])
    const detail = await server.call(ruleDetail, { ruleId: rule.id }, { token: manager })
    expect(detail.body.data).toMatchObject({ state: 'archived', version: 1 })
    expect(detail.body.data.definition.cap).toBe(100)
  })
})

describe("a team leader's rules work in their own team; others may not open the rules at all", () => {
  it("a leader makes rules for their own team only, sees only their team's, and is refused another team's (403)", async () => {
    const own = await saved(server, leader, poolRule(lagos, lagos, { name: 'Lagos pool to Lagos' }))
    expect(own.teamId).toBe(lagos)
    const refusals = [
      poolRule(cdmx, cdmx),
      poolRule(cdmx, lagos),
      {
        ...poolRule(lagos, lagos),
        action: 'retrieve',
        holder: 'held',
        toTeamId: undefined,
        inTeamId: undefined,
      },
    ]
    for (const definition of refusals) {
      const { status, body } = await server.call(saveRule, { ...definition, ...write() } as never, {
        token: leader,
        lang: 'es-ES',
      })
      expect([status, body.respCode, body.respMsg]).toEqual([
        403,
        'automaticRule.outOfReach',
        'Esta regla trabaja en un equipo que usted no dirige.',
      ])
    }
    const listed = await server.call(ruleList, {}, { token: leader })
    expect(listed.body.data.length).toBeGreaterThan(0)
    expect(listed.body.data.every((row) => row.teamId === lagos)).toBe(true)
    const theirs = await saved(server, manager, poolRule(lagos, cdmx, { name: 'Lagos pool to CDMX' }))
    expect((await server.call(ruleDetail, { ruleId: theirs.id }, { token: leader })).status).toBe(403)
    const state = await server.call(
      changeRuleState,
      { ruleId: theirs.id, event: 'ACTIVATE', ...write() },
      { token: leader },
    )
    expect([state.status, state.body.respCode]).toEqual([403, 'automaticRule.outOfReach'])
    const preview = await server.call(previewRule, poolRule(lagos, lagos), { token: leader })
    expect(preview.body.respCode, preview.body.respMsg).toBe('000000')
  })

  it("a manager's rule dealing a leader's team is the leader's to read, not to widen, start or run: its runs act with the manager's reach", async () => {
    const rule = await saved(server, manager, poolRule(lagos, lagos, { name: 'Manager on Lagos' }))
    expect((await server.call(ruleDetail, { ruleId: rule.id }, { token: leader })).status).toBe(200)
    const widened = { ...poolRule(lagos, lagos), inTeamId: undefined, ruleId: rule.id, ...write() }
    const attempts: Array<{ status: number; body: { respCode: string; respMsg: string } }> = [
      await server.call(saveRule, widened as never, { token: leader, lang: 'es-ES' }),
      await server.call(
        changeRuleState,
        { ruleId: rule.id, event: 'ACTIVATE', ...write() },
        { token: leader },
      ),
    ]
    await changed(server, manager, rule.id, 'ACTIVATE')
    attempts.push(
      await server.call(runRuleNow, { ruleId: rule.id, ...write() }, { token: leader }),
      await server.call(changeRuleState, { ruleId: rule.id, event: 'PAUSE', ...write() }, { token: leader }),
    )
    expect(attempts.map(({ status, body }) => [status, body.respCode])).toEqual(
      Array(4).fill([403, 'policy.ownerReachesFurther']),
    )
    expect(attempts[0]!.body.respMsg).toBe(
      'Actúa por su propietario, que alcanza equipos que usted no: solo él, o alguien por encima de los equipos, puede cambiarlo.',
    )
    const detail = await server.call(ruleDetail, { ruleId: rule.id }, { token: manager })
    expect(detail.body.data).toMatchObject({ state: 'active', version: 1, definition: { inTeamId: lagos } })
  })

  it("a manager may change a leader's rule but not take it out of the leader's team, where it would not run (400 naming the team)", async () => {
    const rule = await saved(server, leader, poolRule(lagos, lagos, { name: 'Lagos, kept by its leader' }))
    const moved = { ...poolRule(lagos, cdmx), ruleId: rule.id, ...write() }
    const refused = await server.call(saveRule, moved as never, { token: manager, lang: 'es-ES' })
    expect([refused.status, (refused.body.data as unknown as InvalidFields).fields[0]?.field]).toEqual([
      400,
      'toTeamId',
    ])
    expect(refused.body.respMsg).toContain('Es un equipo que el dueño de la regla no alcanza')
    const capped = { ...poolRule(lagos, lagos, { cap: 7 }), ruleId: rule.id, ...write() }
    expect((await server.call(saveRule, capped as never, { token: manager })).body.data).toMatchObject({
      teamId: lagos,
      definition: { cap: 7 },
    })
  })

  it("a saved rule is previewed as its owner would run it: a manager previewing a leader's rule sees the leader's team's cases only", async () => {
    // The preview deals to the members on duty today: every day is a duty day of the team here, so it
    // plans alike whichever day (a Lagos Sunday, say) the suite runs on.
    await server.db
      .update(teams)
      .set({ dutyDays: [1, 2, 3, 4, 5, 6, 7] })
      .where(eq(teams.id, lagos))
    const everyPool = { ...poolRule(lagos, lagos), inTeamId: undefined, name: 'Any pool, by the leader' }
    const rule = await saved(server, leader, everyPool)
    const asManager = await server.call(previewRule, everyPool as never, { token: manager })
    const asOwner = await server.call(previewRule, { ...everyPool, ruleId: rule.id } as never, {
      token: manager,
    })
    const byLeader = await server.call(previewRule, everyPool as never, { token: leader })
    expect([asManager.body.respCode, asOwner.body.respCode, byLeader.body.respCode]).toEqual([
      '000000',
      '000000',
      '000000',
    ])
    expect(asOwner.body.data.matched).toBe(byLeader.body.data.matched)
    expect(asOwner.body.data.matched).toBeLessThan(asManager.body.data.matched)
  })

  it('a leader moved to another team can no longer run their rule: its run is recorded failed, and why', async () => {
    const rule = await saved(server, leader, poolRule(lagos, lagos, { name: 'Left behind' }))
    await changed(server, leader, rule.id, 'ACTIVATE')
    const leaderId = await userIdOf(server, 'leader')
    await server.db.update(users).set({ teamId: cdmx }).where(eq(users.id, leaderId))
    try {
      const run = await server.call(
        runRuleNow,
        { ruleId: rule.id, ...write() },
        { token: manager, lang: 'es-ES' },
      )
      expect(run.body.respCode, run.body.respMsg).toBe('000000')
      expect(run.body.data).toMatchObject({
        status: 'failed',
        moved: 0,
        error: 'automaticRule.ownerCannotAllocate',
        errorText:
          'El dueño de la regla ya no puede asignar estos casos (deshabilitado, o cambiado de equipo).',
      })
    } finally {
      await server.db.update(users).set({ teamId: lagos }).where(eq(users.id, leaderId))
    }
  })

  it('an auditor and a collector do not open the rules (403)', async () => {
    for (const username of ['auditor', 'collector']) {
      const token = await server.signInAs(username)
      const list = await server.call(ruleList, {}, { token })
      const save = await server.call(saveRule, { ...poolRule(lagos, lagos), ...write() }, { token })
      expect([list.status, list.body.respCode, save.status, save.body.respCode]).toEqual([
        403,
        'session.forbidden',
        403,
        'session.forbidden',
      ])
    }
  })
})
