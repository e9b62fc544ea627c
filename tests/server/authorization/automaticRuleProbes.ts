import { and, asc, eq, isNull } from 'drizzle-orm'
import { saveRule } from '../../../contract/automaticRules.ts'
import { type RowFacts, reachOf } from '../../../contract/policy.ts'
import { users } from '../../../server/database/schema/accounts.ts'
import { automaticRuleRuns, automaticRules } from '../../../server/database/schema/automaticRules.ts'
import {
  type AreaProbes,
  type Caller,
  firstOf,
  otherTeamThan,
  type Probe,
  type ProbeContext,
  type ProbesOf,
  teamsAround,
  write,
} from './probeKit.ts'

/**
 * The automatic rules' calls (contract/automaticRuleActions.ts), for the authorization matrix: a rule's
 * row is its owner, the team it works in (none for one across teams, which only those over the
 * teams reach) and its owner's reach, which its runs act with. The demo's rules work in Lagos S1 and
 * CDMX S2; the manager adds one across teams and one dealing the Lagos leader's team.
 */

/** Rules around the caller: one of their team's (a leader's and a manager's), another team's, one across teams. */
async function rulesAround(caller: Caller, { server }: ProbeContext) {
  const pick = async (where: ReturnType<typeof and>) => {
    const row = await firstOf(
      server.db
        .select({
          id: automaticRules.id,
          ownerId: automaticRules.ownerId,
          teamId: automaticRules.teamId,
          ownerRoleId: users.roleId,
          ownerTeamId: users.teamId,
        })
        .from(automaticRules)
        .innerJoin(users, eq(users.id, automaticRules.ownerId))
        .where(where)
        .orderBy(asc(automaticRules.id))
        .limit(1),
    )
    if (!row) return undefined
    const ownerReach = reachOf({ userId: row.ownerId, roleId: row.ownerRoleId, teamId: row.ownerTeamId })
    return { id: row.id, facts: { ownerId: row.ownerId, teamId: row.teamId, ownerReach } satisfies RowFacts }
  }
  const inTeam = (teamId: number | null) => (teamId === null ? undefined : eq(automaticRules.teamId, teamId))
  const found = [
    caller.teamId === null ? undefined : await pick(and(inTeam(caller.teamId), isNull(users.teamId))),
    caller.teamId === null
      ? undefined
      : await pick(and(inTeam(caller.teamId), eq(users.teamId, caller.teamId))),
    await pick(and(otherTeamThan(automaticRules.teamId, caller.teamId))),
    await pick(isNull(automaticRules.teamId)),
  ]
  return found.filter((row) => row !== undefined)
}

/** A call on each rule around the caller. */
const onRulesAround =
  (input: (rule: { id: number }) => unknown): ProbesOf =>
  async (caller, context) =>
    (await rulesAround(caller, context)).map(
      (rule): Probe => ({
        label: `rule ${rule.id} (owner ${rule.facts.ownerId}, team ${rule.facts.teamId})`,
        input: input(rule),
        rows: [rule.facts],
      }),
    )

/** A new rule dealing a team's pool to itself, in each team around the caller, as theirs. */
const onNewRulesAround =
  (extra: () => Record<string, unknown>): ProbesOf =>
  async (caller, context) =>
    (await teamsAround(caller, context)).map((teamId) => ({
      label: `a new rule of team ${teamId}`,
      input: {
        name: `Probe ${context.unique()}`,
        time: '07:00',
        timeZone: 'UTC',
        days: [1, 2, 3, 4, 5],
        holder: 'notHeld',
        action: 'allocate',
        toTeamId: teamId,
        way: 'evenSplit',
        memberIds: [],
        cap: 10,
        ...extra(),
      },
      rows: [{ ownerId: caller.userId, teamId, ownerReach: reachOf(caller) }],
    }))

export const automaticRuleProbes: AreaProbes = {
  // The manager's retrieval across teams, so every caller meets a rule of no team, and a manager's
  // rule dealing the Lagos pool, which its leader reads but may not change.
  async rowsOfEachCaller(caller, { server }) {
    if (caller.username !== 'manager') return
    const [leader] = await server.db
      .select({ teamId: users.teamId })
      .from(users)
      .where(eq(users.username, 'leader'))
    const managersOnLagos = await server.call(
      saveRule,
      {
        name: 'The leader’s team’s pool, by the manager',
        time: '07:30',
        timeZone: 'UTC',
        days: [1],
        holder: 'notHeld',
        action: 'allocate',
        toTeamId: leader!.teamId!,
        way: 'evenSplit',
        memberIds: [],
        cap: 50,
        ...write(),
      },
      { token: caller.token },
    )
    if (managersOnLagos.body.respCode !== '000000')
      throw new Error(`the manager's Lagos rule: ${managersOnLagos.body.respMsg}`)
    const { body } = await server.call(
      saveRule,
      {
        name: 'Held over 60 days, every team',
        time: '06:00',
        timeZone: 'America/Mexico_City',
        days: [1],
        holder: 'held',
        heldDaysOver: 60,
        action: 'retrieve',
        way: 'evenSplit',
        memberIds: [],
        cap: 50,
        ...write(),
      },
      { token: caller.token },
    )
    if (body.respCode !== '000000') throw new Error(`the rule across teams: ${body.respMsg}`)
  },
  byPath: {
    '/collection/case/automatical/list': async () => [
      { label: 'every rule in reach', input: {}, rows: [] },
      { label: 'the archived ones', input: { state: 'archived' }, rows: [] },
    ],
    '/collection/case/automatical/detail': onRulesAround((rule) => ({ ruleId: rule.id })),
    '/collection/case/automatical/save': onNewRulesAround(write),
    '/collection/case/automatical/preview': onNewRulesAround(() => ({})),
    '/collection/case/automatical/state': onRulesAround((rule) => ({
      ruleId: rule.id,
      event: 'PAUSE',
      ...write(),
    })),
    '/collection/case/automatical/run': onRulesAround((rule) => ({ ruleId: rule.id, ...write() })),
    '/collection/case/automatical/records': onRulesAround((rule) => ({ ruleId: rule.id })),
    '/collection/case/automatical/records/cases': async (caller, context) => {
      const probes: Probe[] = []
      for (const rule of await rulesAround(caller, context)) {
        const run = await firstOf(
          context.server.db
            .select({ id: automaticRuleRuns.id })
            .from(automaticRuleRuns)
            .where(eq(automaticRuleRuns.ruleId, rule.id))
            .limit(1),
        )
        if (run)
          probes.push({
            label: `run ${run.id} of rule ${rule.id} (team ${rule.facts.teamId})`,
            input: { runId: run.id },
            rows: [rule.facts],
          })
      }
      return probes
    },
  },
}
