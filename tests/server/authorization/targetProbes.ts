import { and, asc, eq, isNotNull, ne } from 'drizzle-orm'
import { users } from '../../../server/database/schema/accounts.ts'
import { targets } from '../../../server/database/schema/targets.ts'
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
 * The targets' calls (contract/targetActions.ts), for the authorization matrix. The progress at a
 * glance (/target/progress) is probed by its own module's file.
 */

/** A day of a period far ahead that no earlier probe used, so no addition meets an earlier one. */
const aFreshPeriod = ({ unique }: ProbeContext) => {
  const n = unique()
  return `${2040 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-15`
}

/** Members around the caller: themself, one of their team, another team's. */
async function membersAround(caller: Caller, { server }: ProbeContext) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: users.id, teamId: users.teamId, username: users.username })
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(1),
    )
  const found = [
    await pick(eq(users.id, caller.userId)),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(users.teamId, caller.teamId), ne(users.id, caller.userId))),
    await pick(and(otherTeamThan(users.teamId, caller.teamId), ne(users.id, caller.userId))),
  ]
  return found.filter((row) => row !== undefined)
}

/** Targets around the caller: their own, a team's of theirs and of another team, a member's of another team. */
async function targetsAround(caller: Caller, { server }: ProbeContext) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: targets.id, teamId: targets.teamId, ownerId: targets.personId, kind: targets.kind })
        .from(targets)
        .where(where)
        .orderBy(asc(targets.id))
        .limit(1),
    )
  const found = [
    await pick(eq(targets.personId, caller.userId)),
    caller.teamId === null ? undefined : await pick(eq(targets.teamId, caller.teamId)),
    await pick(and(eq(targets.kind, 'team'), otherTeamThan(targets.teamId, caller.teamId))),
    await pick(
      and(
        eq(targets.kind, 'person'),
        isNotNull(targets.personId),
        otherTeamThan(targets.teamId, caller.teamId),
      ),
    ),
  ]
  return found.filter((row) => row !== undefined)
}

/** A list read for the whole reach, then narrowed to each team around the caller. */
const listProbes: ProbesOf = async (caller, context) => [
  { label: 'the period, no team', input: {}, rows: [] },
  ...(await teamsAround(caller, context)).map((teamId) => ({
    label: `team ${teamId}`,
    input: { teamId },
    rows: [{ teamId }],
  })),
]

export const targetProbes: AreaProbes = {
  byPath: {
    '/target/setting/list': listProbes,
    '/target/person/list': listProbes,
    '/target/detail': async (caller, context) =>
      (await targetsAround(caller, context)).map(
        (row): Probe => ({
          label: `${row.kind} target ${row.id} (member ${row.ownerId}, team ${row.teamId})`,
          input: { targetId: row.id },
          rows: [{ teamId: row.teamId, ownerId: row.ownerId }],
        }),
      ),
    '/target/setting/split': async (caller, context) =>
      (await teamsAround(caller, context)).map((teamId) => ({
        label: `team ${teamId}`,
        input: { teamId, currency: 'NGN', amount: 1_000, cases: 3, by: 'load' },
        rows: [{ teamId }],
      })),
    '/target/setting/save': async (caller, context) =>
      (await teamsAround(caller, context)).map((teamId) => ({
        label: `a new target of team ${teamId}`,
        input: {
          teamId,
          period: aFreshPeriod(context),
          currency: 'NGN',
          amount: 1_000,
          cases: 3,
          ...write(),
        },
        rows: [{ teamId }],
      })),
    '/target/person/save': async (caller, context) =>
      (await membersAround(caller, context)).map((member) => ({
        label: `a new target of ${member.username} (team ${member.teamId})`,
        input: {
          personId: member.id,
          period: aFreshPeriod(context),
          currency: 'NGN',
          amount: 1_000,
          cases: 3,
          ...write(),
        },
        rows: [{ ownerId: member.id, teamId: member.teamId }],
      })),
  },
}
