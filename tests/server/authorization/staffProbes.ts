import { and, asc, eq, ne } from 'drizzle-orm'
import { roleIds } from '../../../contract/menus.ts'
import { requestLeave } from '../../../contract/staffs.ts'
import { users } from '../../../server/database/schema/accounts.ts'
import { leaveRequests, teamHeads } from '../../../server/database/schema/staffs.ts'
import { teams, teamTypes } from '../../../server/database/schema/system.ts'
import {
  type AreaProbes,
  type Caller,
  firstOf,
  inDays,
  noRow,
  otherTeamThan,
  type Probe,
  type ProbeContext,
  type ProbesOf,
  teamsAround,
  write,
} from './probeKit.ts'

/** Members around the caller: themself, one of their team, another team's collector, manager, auditor. */
async function membersAround(caller: Caller, { server }: ProbeContext) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(server.db.select().from(users).where(where).orderBy(asc(users.id)).limit(1))
  const found = [
    await pick(eq(users.id, caller.userId)),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(users.teamId, caller.teamId), ne(users.id, caller.userId))),
    await pick(and(otherTeamThan(users.teamId, caller.teamId), eq(users.roleId, roleIds.collector))),
    await pick(eq(users.username, 'manager')),
    await pick(eq(users.username, 'auditor')),
  ]
  return found.filter((row) => row !== undefined)
}

const memberLabel = (member: typeof users.$inferSelect) =>
  `member ${member.username} (role ${member.roleId}, team ${member.teamId})`

const asEdited = (member: typeof users.$inferSelect) => ({
  memberId: member.id,
  name: member.displayName,
  username: member.username,
  countryCode: member.phone.slice(0, member.phone.startsWith('234') ? 3 : 2),
  phone: `+${member.phone}`,
  roleId: member.roleId,
  teamId: member.teamId,
  timeZone: member.timeZone,
  entryDate: member.entryDate,
  leftDate: null,
  ...write(),
})

async function leavesAround(caller: Caller, { server }: ProbeContext) {
  const pick = (where: ReturnType<typeof and>) =>
    firstOf(
      server.db
        .select({ id: leaveRequests.id, ownerId: leaveRequests.memberId, teamId: leaveRequests.teamId })
        .from(leaveRequests)
        .where(and(where, eq(leaveRequests.status, 'pending')))
        .orderBy(asc(leaveRequests.id))
        .limit(1),
    )
  const found = [
    await pick(eq(leaveRequests.memberId, caller.userId)),
    caller.teamId === null
      ? undefined
      : await pick(and(eq(leaveRequests.teamId, caller.teamId), ne(leaveRequests.memberId, caller.userId))),
    await pick(otherTeamThan(leaveRequests.teamId, caller.teamId)),
  ]
  return found.filter((row) => row !== undefined)
}

const leaveProbes: ProbesOf = async (caller, context) =>
  (await leavesAround(caller, context)).map((leave) => ({
    label: `leave ${leave.id} (member ${leave.ownerId}, team ${leave.teamId})`,
    input: { leaveId: leave.id, ...write() },
    rows: [leave],
  }))

/** The staffs' calls, on members, teams, schedules and leave (contract/staffActions.ts). */
export const staffProbes: AreaProbes = {
  // Everyone's leave asked for, for the schedule keepers to approve or reject.
  async rowsOfEachCaller(caller, { server }) {
    await server.call(requestLeave, { days: [inDays(30)], reason: '', ...write() }, { token: caller.token })
  },
  byPath: {
    '/sys/attendance/clock': noRow(() => ({ kind: 'in', ...write() })),
    '/sys/leave/request': noRow(() => ({ days: [inDays(40)], reason: '', ...write() })),
    '/sys/leave/approve': leaveProbes,
    '/sys/leave/reject': leaveProbes,
    '/sys/leave/cancel': leaveProbes,
    '/sys/schedule/save': async (caller, context) => {
      const probes: Probe[] = []
      for (const teamId of await teamsAround(caller, context)) {
        const [member] = await context.server.db
          .select()
          .from(users)
          .where(eq(users.teamId, teamId!))
          .limit(1)
        if (!member) continue
        probes.push({
          label: `schedule of team ${teamId}`,
          input: { teamId, changes: [{ memberId: member.id, date: inDays(20), day: 'work' }], ...write() },
          rows: [{ teamId }],
        })
      }
      return probes
    },
    '/sys/staff/add': async (caller, context) => {
      const around = await teamsAround(caller, context)
      const placements = [
        { roleId: roleIds.collector, teamId: around[0] ?? null },
        { roleId: roleIds.collector, teamId: around[1] ?? null },
        { roleId: caller.roleId, teamId: caller.teamId },
        { roleId: roleIds.manager, teamId: null },
      ]
      return placements.map((placement) => {
        const serial = context.unique()
        return {
          label: `a new member of role ${placement.roleId} in team ${placement.teamId}`,
          input: {
            name: `Matrix Member ${serial}`,
            username: `matrix.member.${serial}`,
            countryCode: '52',
            phone: `55 7700 ${String(serial).padStart(4, '0')}`,
            ...placement,
            timeZone: 'America/Mexico_City',
            entryDate: '2026-01-05',
            ...write(),
          },
          rows: [],
          placement: { memberId: null, ...placement },
        }
      })
    },
    '/sys/staff/edit': async (caller, context) =>
      (await membersAround(caller, context)).map((member) => ({
        label: memberLabel(member),
        input: asEdited(member),
        rows: [{ teamId: member.teamId, roleId: member.roleId }],
        placement: { memberId: member.id, roleId: member.roleId, teamId: member.teamId },
        current: { roleId: member.roleId, teamId: member.teamId },
      })),
    '/sys/staff/validity': async (caller, context) =>
      (await membersAround(caller, context)).map((member) => ({
        label: memberLabel(member),
        input: { memberId: member.id, valid: true, ...write() },
        rows: [{ teamId: member.teamId, roleId: member.roleId }],
      })),
    '/sys/team/add': async (_caller, { server, unique }) => {
      const serial = unique()
      const [type] = await server.db
        .select({ id: teamTypes.id })
        .from(teamTypes)
        .orderBy(asc(teamTypes.id))
        .limit(1)
      return [
        {
          label: 'a new team',
          input: {
            name: `Matrix Team ${serial}`,
            teamTypeId: type!.id,
            leaderId: null,
            managerId: null,
            dutyDays: [1, 2, 3, 4, 5],
            ...write(),
          },
          rows: [{ teamId: null }],
        },
      ]
    },
    '/sys/team/edit': async (caller, context) => {
      const probes: Probe[] = []
      for (const teamId of await teamsAround(caller, context)) {
        const [team] = await context.server.db.select().from(teams).where(eq(teams.id, teamId!))
        const [heads] = await context.server.db.select().from(teamHeads).where(eq(teamHeads.teamId, teamId!))
        probes.push({
          label: `team ${team!.name}`,
          input: {
            teamId,
            name: team!.name,
            teamTypeId: team!.teamTypeId,
            leaderId: heads?.leaderId ?? null,
            managerId: heads?.managerId ?? null,
            dutyDays: team!.dutyDays,
            ...write(),
          },
          rows: [{ teamId }],
        })
      }
      return probes
    },
  },
}
