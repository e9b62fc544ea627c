import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  changeRuleState,
  type RuleDefinitionInput,
  type RuleRow,
  ruleList,
  saveRule,
} from '../../contract/automaticRules.ts'
import { retrieveCases } from '../../contract/caseAllocation.ts'
import { cases } from '../../server/database/schema/cases.ts'
import { teams } from '../../server/database/schema/system.ts'
import { userIdOf } from './caseFixtures.ts'
import { startTestServer, type TestServer } from './testServer.ts'

// What the automatic rules' server tests share: the demo's teams, a definition to start from, cases
// put in a team's pool by a real retrieval, and the writes that must succeed.

export const write = () => ({ clientMutationId: randomUUID() })

export async function teamIdOf(server: TestServer, name: string): Promise<number> {
  const [row] = await server.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name))
  if (!row) throw new Error(`no team ${name}`)
  return row.id
}

/**
 * A rule that deals the cases of one team's pool (held by no one) to another team by its even split,
 * every day at 07:00 UTC: what a test's own retrievals put in that pool is what it matches.
 */
export const poolRule = (fromTeamId: number, toTeamId: number, over: Partial<RuleDefinitionInput> = {}) =>
  ({
    name: 'Pool to Lagos',
    time: '07:00',
    timeZone: 'UTC',
    days: [1, 2, 3, 4, 5, 6, 7],
    inTeamId: fromTeamId,
    holder: 'notHeld',
    action: 'allocate',
    toTeamId,
    way: 'evenSplit',
    memberIds: [],
    cap: 100,
    ...over,
  }) satisfies RuleDefinitionInput

/**
 * Takes `count` open cases of a team back from their holders (a real retrieval, as a manager does in
 * All cases), so they wait in the team's pool; answers their ids, lowest first.
 */
export async function intoPool(server: TestServer, token: string, teamId: number, count: number) {
  const caseIds = (
    await server.db
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          eq(cases.teamId, teamId),
          eq(cases.kind, 'collection'),
          isNull(cases.closedAt),
          isNotNull(cases.ownerId),
        ),
      )
      .orderBy(asc(cases.id))
      .limit(count)
  ).map((row) => row.id)
  expect(caseIds).toHaveLength(count)
  const done = await server.call(retrieveCases, { caseIds, ...write() }, { token })
  expect(done.body.respCode, done.body.respMsg).toBe('000000')
  return caseIds
}

/** Saves a rule, which must be accepted; answers its row. */
export async function saved(
  server: TestServer,
  token: string,
  input: RuleDefinitionInput & { ruleId?: number },
) {
  const { body } = await server.call(saveRule, { ...input, ...write() } as never, { token })
  expect(body.respCode, body.respMsg).toBe('000000')
  return body.data as RuleRow
}

/** Moves a rule through its machine, which must allow it; answers its row. */
export async function changed(
  server: TestServer,
  token: string,
  ruleId: number,
  event: 'ACTIVATE' | 'PAUSE' | 'RESUME' | 'ARCHIVE',
) {
  const { body } = await server.call(changeRuleState, { ruleId, event, ...write() }, { token })
  expect(body.respCode, body.respMsg).toBe('000000')
  return body.data
}

/**
 * A server for the rules' runs: the manager signed in, the demo's Lagos S1 and CDMX S2, Lagos on duty
 * every day (who is on duty does not hang on the weekday the clock lands on), and the demo's active
 * rules archived, so a tick runs only the test's own rules.
 */
export async function rulesRunServer() {
  const server = await startTestServer()
  const manager = await server.signInAs('manager')
  const lagos = await teamIdOf(server, 'Lagos S1 Collection')
  const cdmx = await teamIdOf(server, 'CDMX S2 Collection')
  await server.db
    .update(teams)
    .set({ dutyDays: [1, 2, 3, 4, 5, 6, 7] })
    .where(eq(teams.id, lagos))
  const demo = await server.call(ruleList, {}, { token: manager })
  for (const rule of demo.body.data.filter((row) => row.state === 'active'))
    await changed(server, manager, rule.id, 'ARCHIVE')
  return { server, manager, managerId: await userIdOf(server, 'manager'), lagos, cdmx }
}
