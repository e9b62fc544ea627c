import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mayOffer, refusalOnRow } from '../../contract/actions.ts'
import { whoMayOfEndpoint, whoMayOfRead } from '../../contract/allActions.ts'
import type { Endpoint } from '../../contract/endpoint.ts'
import { roleIds } from '../../contract/menus.ts'
import { placementRefusal } from '../../contract/policy.ts'
import { currentUser } from '../../contract/session.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { teams } from '../../server/database/schema/system.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import type { AreaProbes, Caller, Probe, ProbeContext, ProbesOf } from './authorization/probeKit.ts'

/**
 * Issue 19: every call a signed-in user posts, by every demo role, on their own row, a row of their team,
 * a row of another team and a member of a higher role, answered as the one policy says. The calls come
 * from the registry of rules (contract/allActions.ts): a call without a probe fails the first test.
 * Each area says how to call its paths in a file of its own, `./authorization/<area>Probes.ts`, found
 * here by its name: an area added brings its file and edits nothing here.
 */

const areaFiles = import.meta.glob<Record<string, AreaProbes>>('./authorization/*Probes.ts', { eager: true })
const areas = Object.entries(areaFiles).flatMap(([file, exports]) =>
  Object.values(exports).map((area) => ({ file, area })),
)
/** Every call a signed-in user posts, by path: how to call it on the rows around a caller. */
const probesByPath = new Map<string, ProbesOf>(areas.flatMap(({ area }) => Object.entries(area.byPath)))
/** Each path declared in two areas' files, with the files: the probe kept above would hide the other. */
const filesOfPath = new Map<string, string[]>()
for (const { file, area } of areas)
  for (const path of Object.keys(area.byPath)) filesOfPath.set(path, [...(filesOfPath.get(path) ?? []), file])
const declaredTwice = [...filesOfPath]
  .filter(([, files]) => files.length > 1)
  .map(([path, files]) => `${path} in ${files.join(' and ')}`)

let server: TestServer
let context: ProbeContext

/** Numbers 1, 2, 3... for the names and numbers a probe must make new. */
const counter = () => {
  let last = 0
  return () => {
    last += 1
    return last
  }
}

/** A call's status and envelope; a file's (a CSV export) when it is refused, an empty envelope when sent. */
async function answerTo(endpoint: Endpoint, input: unknown, token: string) {
  if (!endpoint.download) return server.call(endpoint, input as never, { token })
  const file = await server.download(endpoint, input as never, { token })
  const sent = file.status === 200
  return {
    status: file.status,
    body: sent
      ? { respCode: '000000', respMsg: '' }
      : (JSON.parse(file.text) as { respCode: string; respMsg: string }),
  }
}

/** The policy's verdict: refused when the menu, a row or a placement is refused. */
function policyRefuses(endpoint: Endpoint, caller: Caller, probe: Probe): boolean {
  const whoMay = rules.get(endpoint)!
  if (
    probe.rows.length === 0
      ? !mayOffer(whoMay, caller)
      : probe.rows.some((row) => refusalOnRow(whoMay, caller, row) !== null)
  )
    return true
  return probe.placement !== undefined && placementRefusal(caller, probe.placement, probe.current) !== null
}

const demoUsernames = [
  'collector',
  'collector.mx',
  'seller',
  'auditor',
  'leader',
  'leader.mx',
  'officemanager',
  'manager',
]
const callers: Caller[] = []

beforeAll(async () => {
  server = await startTestServer()
  for (const username of demoUsernames) {
    const token = await server.signInAs(username)
    const { body } = await server.call(currentUser, undefined, { token })
    callers.push({ ...body.data, username, token })
  }
  // An office manager placed in a team: her reach is the team (issue 19, finding 3).
  const placed = await server.newAccount({ roleId: roleIds.officeManager })
  const [lagos] = await server.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.name, 'Lagos S1 Collection'))
  await server.db.update(users).set({ teamId: lagos!.id }).where(eq(users.id, placed.userId))
  const placedToken = await server.signInAs(placed.username)
  const { body } = await server.call(currentUser, undefined, { token: placedToken })
  callers.push({ ...body.data, username: 'officemanager in a team', token: placedToken })
  // Rows of everyone's that the areas need (leave asked for, SIM applications pending...).
  context = { server, unique: counter() }
  for (const caller of callers) for (const { area } of areas) await area.rowsOfEachCaller?.(caller, context)
}, 120_000)
afterAll(() => server?.close())

/** The writes, and the reads that name other people's rows (contract/allActions.ts ruledReads). */
const rules = new Map([...whoMayOfEndpoint, ...whoMayOfRead])
const endpoints = [...rules.keys()]

describe('the one policy, as the server answers it', () => {
  it('has a probe for every call a signed-in user posts, and every read ruled by the reach', () => {
    expect(endpoints.map((endpoint) => endpoint.path).filter((path) => !probesByPath.has(path))).toEqual([])
    expect(declaredTwice).toEqual([])
  })

  it.each(endpoints.map((endpoint) => [`${endpoint.path}`, endpoint] as const))(
    '%s: refused (403) by every role, on every row, exactly where the policy refuses',
    async (path, endpoint) => {
      const mismatches: string[] = []
      let refused = 0
      let allowed = 0
      for (const caller of callers) {
        for (const probe of await probesByPath.get(path)!(caller, context)) {
          const expected = policyRefuses(endpoint, caller, probe)
          const { status, body } = await answerTo(endpoint, probe.input, caller.token)
          expect(status, `${path} as ${caller.username} on ${probe.label}: ${body.respMsg}`).toBeLessThan(500)
          if ((status === 403) !== expected)
            mismatches.push(
              `${caller.username} on ${probe.label}: the policy ${expected ? 'refuses' : 'allows'}, the server answered ${status} ${body.respCode}`,
            )
          if (expected) refused += 1
          else allowed += 1
        }
      }
      expect(mismatches).toEqual([])
      // Each call is tried where the policy allows it and, but for calls every role may make, where it refuses.
      expect(allowed).toBeGreaterThan(0)
      if (rules.get(endpoint)!.menuId !== 'signedIn') expect(refused).toBeGreaterThan(0)
    },
  )
})
