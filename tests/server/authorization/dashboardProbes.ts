import { and, asc, eq, ne } from 'drizzle-orm'
import { roleIds } from '../../../contract/menus.ts'
import { users } from '../../../server/database/schema/accounts.ts'
import {
  type AreaProbes,
  type Caller,
  firstOf,
  noRow,
  otherTeamThan,
  type ProbeContext,
  type ProbesOf,
  teamsAround,
} from './probeKit.ts'

/** A period every dashboard call takes: the caller's salary period (the default). */
const period = { period: 'salaryPeriod' }

/** A figures call over the caller's own scope, and narrowed to their team and to another one. */
const onTeamsAround =
  (input: Record<string, unknown> = {}): ProbesOf =>
  async (caller, context) => [
    { label: 'no team named', input, rows: [] },
    ...(await teamsAround(caller, context)).map((teamId) => ({
      label: `team ${teamId}`,
      input: { ...input, teamId: String(teamId) },
      rows: [{ teamId: teamId! }],
    })),
  ]

/** Members around the caller: themself, one of their team, a collector of another team. */
async function membersAround(caller: Caller, { server }: ProbeContext) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: users.id, teamId: users.teamId })
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
    await pick(and(otherTeamThan(users.teamId, caller.teamId), eq(users.roleId, roleIds.collector))),
  ]
  return found.filter((row) => row !== undefined)
}

/** A call on one member's figures or cases, once per member around the caller. */
const onMembersAround =
  (input: (memberId: number) => Record<string, unknown>): ProbesOf =>
  async (caller, context) =>
    (await membersAround(caller, context)).map((member) => ({
      label: `member ${member.id} (team ${member.teamId})`,
      input: input(member.id),
      rows: [{ ownerId: member.id, teamId: member.teamId }],
    }))

/** The dashboards' calls (contract/dashboardActions.ts), for the authorization matrix. */
export const dashboardProbes: AreaProbes = {
  byPath: {
    '/dashboard/performance/statement': onTeamsAround(),
    '/dashboard/performance/details': onTeamsAround(period),
    '/dashboard/performance/details/export': onTeamsAround(period),
    '/dashboard/collection': onTeamsAround(),
    '/dashboard/collection/cases/list': onMembersAround((memberId) => ({
      list: 'today',
      operatorId: String(memberId),
    })),
    '/dashboard/collection/cases/export': onMembersAround((memberId) => ({
      list: 'in24Hours',
      operatorId: String(memberId),
    })),
    '/dashboard/staffs': onTeamsAround(period),
    '/dashboard/staffs/details': onMembersAround((memberId) => ({ ...period, operatorId: String(memberId) })),
    '/dashboard/statement': onTeamsAround(period),
    '/dashboard/statement/export': onTeamsAround(period),
    '/dashboard/staffperformance': onTeamsAround(period),
    '/dashboard/staffperformance/export': noRow(() => period),
  },
}
