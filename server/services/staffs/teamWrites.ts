import { and, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { staffActions } from '../../../contract/staffActions.ts'
import type { addTeam, editTeam, TeamInput } from '../../../contract/staffs.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { teamHeads } from '../../database/schema/staffs.ts'
import { teams, teamTypes } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { seesEveryTeam } from './staffScope.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/**
 * Refuses what a team may not be: a name another team has, a type or a member that does not exist,
 * a leader who leads another team ('do not choose more than one').
 */
async function checkTeam(tx: Transaction, input: TeamInput, teamId: number | null): Promise<void> {
  const other = teamId === null ? undefined : ne(teams.id, teamId)
  const [named] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(sql`lower(${teams.name}) = lower(${input.name})`, other))
  if (named)
    throw new AppError('staffs.teamNameTaken', { params: { name: input.name }, data: { field: 'name' } })
  const [type] = await tx
    .select({ id: teamTypes.id })
    .from(teamTypes)
    .where(eq(teamTypes.id, input.teamTypeId))
  if (!type) throw new AppError('staffs.teamTypeNotFound')
  for (const memberId of [input.leaderId, input.managerId]) {
    if (memberId === null) continue
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId))
    if (!member) throw new AppError('staffs.memberNotFound')
  }
  if (input.leaderId === null) return
  const [leads] = await tx
    .select({ member: users.displayName, team: teams.name })
    .from(teamHeads)
    .innerJoin(teams, eq(teams.id, teamHeads.teamId))
    .innerJoin(users, eq(users.id, teamHeads.leaderId))
    .where(
      and(eq(teamHeads.leaderId, input.leaderId), teamId === null ? undefined : ne(teamHeads.teamId, teamId)),
    )
  if (leads) throw new AppError('staffs.leadsAnotherTeam', { params: leads, data: { field: 'leaderId' } })
}

const teamColumns = (input: TeamInput) => ({
  name: input.name,
  teamTypeId: input.teamTypeId,
  dutyDays: [...input.dutyDays].sort(),
})

/** Adds a team; only someone over the teams does (a team leader has theirs). */
export async function addStaffTeam(db: Database, user: SignedInUser, input: Input<typeof addTeam>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.addTeam', input },
    async (tx) => {
      assertMayOnRow(staffActions.addTeam.whoMay, user, { teamId: null })
      // One team written at a time: two teams named alike, or two given one leader, are decided in turn.
      await tx.execute(sql`lock table ${teamHeads} in share row exclusive mode`)
      await checkTeam(tx, input, null)
      const [team] = await tx.insert(teams).values(teamColumns(input)).returning({ id: teams.id })
      await tx
        .insert(teamHeads)
        .values({ teamId: team!.id, leaderId: input.leaderId, managerId: input.managerId })
      return { teamId: team!.id }
    },
  )
}

/** Changes a team: a team leader only their own, and not who leads or manages it. */
export async function editStaffTeam(db: Database, user: SignedInUser, input: Input<typeof editTeam>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.editTeam', input },
    async (tx) => {
      await tx.execute(sql`lock table ${teamHeads} in share row exclusive mode`)
      const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, input.teamId))
      if (!team) throw new AppError('staffs.teamNotFound')
      assertMayOnRow(staffActions.editTeam.whoMay, user, { teamId: input.teamId })
      const [heads] = await tx.select().from(teamHeads).where(eq(teamHeads.teamId, input.teamId))
      if (
        !seesEveryTeam(user) &&
        (input.leaderId !== (heads?.leaderId ?? null) || input.managerId !== (heads?.managerId ?? null))
      )
        throw new AppError('staffs.roleBeyondYou')
      await checkTeam(tx, input, input.teamId)
      await tx.update(teams).set(teamColumns(input)).where(eq(teams.id, input.teamId))
      await tx
        .insert(teamHeads)
        .values({ teamId: input.teamId, leaderId: input.leaderId, managerId: input.managerId })
        .onConflictDoUpdate({
          target: teamHeads.teamId,
          set: { leaderId: input.leaderId, managerId: input.managerId },
        })
      return { teamId: input.teamId }
    },
  )
}
