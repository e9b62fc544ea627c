import { and, desc, eq, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { menuIds } from '../../../contract/menus.ts'
import { memberOwnActions, staffActions } from '../../../contract/staffActions.ts'
import type {
  approveLeave,
  cancelLeave,
  LeaveRow,
  leaveList,
  rejectLeave,
  requestLeave as requestLeaveCall,
} from '../../../contract/staffs.ts'
import type { LeaveEvent } from '../../../machines/leave.ts'
import { decideLeaveEvent, type StoredLeave, unrequestedLeave } from '../../../machines/leaveDecisions.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { leaveRequests } from '../../database/schema/staffs.ts'
import { AppError, ValidationFailure } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { memberToday } from '../localDays.ts'
import { produce } from '../messages/index.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { recordTransition } from '../transitions.ts'
import { leaveRefusal } from './leaveRefusals.ts'
import { teamReachCondition } from './staffScope.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

const iso = (value: Date | null) => (value === null ? null : value.toISOString())

function selectLeaveRows(db: Database | Transaction) {
  const member = alias(users, 'member')
  const decider = alias(users, 'decider')
  return db
    .select({
      id: leaveRequests.id,
      memberId: leaveRequests.memberId,
      memberName: member.displayName,
      teamId: leaveRequests.teamId,
      days: leaveRequests.days,
      reason: leaveRequests.reason,
      status: leaveRequests.status,
      decidedByName: decider.displayName,
      requestedAt: leaveRequests.requestedAt,
      decidedAt: leaveRequests.decidedAt,
    })
    .from(leaveRequests)
    .innerJoin(member, eq(member.id, leaveRequests.memberId))
    .leftJoin(decider, eq(decider.id, leaveRequests.decidedBy))
    .$dynamic()
}

type RawLeaveRow = Awaited<ReturnType<ReturnType<typeof selectLeaveRows>['execute']>>[number]

const toLeaveRow = (row: RawLeaveRow): LeaveRow => ({
  ...row,
  days: [...row.days].sort(),
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: iso(row.decidedAt),
})

async function leaveRowOf(tx: Transaction, leaveId: number): Promise<LeaveRow> {
  const [row] = await selectLeaveRows(tx).where(eq(leaveRequests.id, leaveId))
  return toLeaveRow(row!)
}

/**
 * A member asks for leave on days of their own calendar: the leave machine makes the request
 * pending (REQUEST from 'new'), and the creation is recorded like every later decision.
 */
export async function askForLeave(db: Database, user: SignedInUser, input: Input<typeof requestLeaveCall>) {
  // A past day is read-only (attendance and absence figures are made of it): the picker greys it
  // out, and a typed one is refused here, on the member's own calendar.
  const today = memberToday(new Date(), user.timeZone)
  if (input.days.some((day) => day < today))
    throw new ValidationFailure([{ field: 'days', key: 'leave.pastDay' }])
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.requestLeave', input },
    async (tx) => {
      const event: LeaveEvent = { type: 'REQUEST', by: user.userId, days: [...input.days].sort() }
      const decision = decideLeaveEvent(unrequestedLeave, event)
      // The contract asks for one day at least, so the machine's own guard is not reached from here.
      if (!decision.allowed) throw new AppError('staffs.leaveDecided')
      const [made] = await tx
        .insert(leaveRequests)
        .values({
          memberId: user.userId,
          teamId: user.teamId,
          days: decision.to.context.days,
          reason: input.reason,
          status: 'pending',
          lifecycle: decision.to,
        })
        .returning({ id: leaveRequests.id })
      await recordTransition(tx, { type: 'leaveRequest', id: made!.id }, decision, event, {
        userId: user.userId,
        clientMutationId: input.clientMutationId,
      })
      return leaveRowOf(tx, made!.id)
    },
  )
}

/**
 * A member moved to another team: their pending requests go with them, decided by the leader who
 * keeps their days now; what was decided stays with the team whose leader decided it.
 */
export async function movePendingLeave(tx: Transaction, memberId: number, teamId: number | null) {
  await tx
    .update(leaveRequests)
    .set({ teamId })
    .where(and(eq(leaveRequests.memberId, memberId), eq(leaveRequests.status, 'pending')))
}

/**
 * A request asked ahead may wait until one of its days has passed: approving it then would rewrite a
 * past, read-only day and the absence figures, so it is refused naming the day (it can be rejected).
 */
async function refusePassedDays(tx: Transaction, memberId: number, days: readonly string[]) {
  const [member] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, memberId))
  const today = memberToday(new Date(), member!.timeZone)
  const passed = [...days].sort().find((day) => day < today)
  if (passed) throw new AppError('staffs.leaveDayPassed', { params: { day: passed } })
}

/**
 * Decides one event on a locked request through the leave machine and, when allowed, saves the new
 * snapshot with the columns derived from it and records the transition, in the caller's transaction.
 */
async function applyLeaveEvent(
  tx: Transaction,
  user: SignedInUser,
  leaveId: number,
  event: LeaveEvent,
  clientMutationId: string,
) {
  const [locked] = await tx
    .select({
      lifecycle: leaveRequests.lifecycle,
      teamId: leaveRequests.teamId,
      memberId: leaveRequests.memberId,
    })
    .from(leaveRequests)
    .where(eq(leaveRequests.id, leaveId))
    .for('update')
  if (!locked) throw new AppError('staffs.leaveNotFound')
  const action =
    event.type === 'APPROVE'
      ? staffActions.approveLeave
      : event.type === 'REJECT'
        ? staffActions.rejectLeave
        : memberOwnActions.cancelLeave
  assertMayOnRow(action.whoMay, user, { ownerId: locked.memberId, teamId: locked.teamId })
  const decision = decideLeaveEvent(locked.lifecycle as StoredLeave, event)
  if (!decision.allowed) throw new AppError(leaveRefusal(decision, event))
  if (event.type === 'APPROVE') await refusePassedDays(tx, locked.memberId, decision.to.context.days)
  await tx
    .update(leaveRequests)
    .set({
      lifecycle: decision.to,
      // A decided request is approved, rejected or cancelled: the machine moves a pending one nowhere else.
      status: decision.to.value as LeaveRow['status'],
      decidedBy: user.userId,
      decidedAt: new Date(),
    })
    .where(eq(leaveRequests.id, leaveId))
  await recordTransition(tx, { type: 'leaveRequest', id: leaveId }, decision, event, {
    userId: user.userId,
    clientMutationId,
  })
  return decision.to
}

/** The member's leader (or someone over the teams) approves; the member reads it in their messages. */
export async function approveLeaveRequest(
  db: Database,
  user: SignedInUser,
  input: Input<typeof approveLeave>,
) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.approveLeave', input },
    async (tx) => {
      const approved = await applyLeaveEvent(
        tx,
        user,
        input.leaveId,
        { type: 'APPROVE', by: user.userId },
        input.clientMutationId,
      )
      const days = [...approved.context.days].sort()
      await produce.leaveApproved(
        tx,
        { userId: approved.context.memberId!, leaveId: input.leaveId },
        { firstDay: days[0]!, lastDay: days.at(-1)!, approverName: user.displayName },
      )
      return leaveRowOf(tx, input.leaveId)
    },
  )
}

/** The leader who would approve rejects instead; the member reads it in their messages and may ask again. */
export async function rejectLeaveRequest(db: Database, user: SignedInUser, input: Input<typeof rejectLeave>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.rejectLeave', input },
    async (tx) => {
      const rejected = await applyLeaveEvent(
        tx,
        user,
        input.leaveId,
        { type: 'REJECT', by: user.userId },
        input.clientMutationId,
      )
      const days = [...rejected.context.days].sort()
      await produce.leaveRejected(
        tx,
        { userId: rejected.context.memberId!, leaveId: input.leaveId },
        { firstDay: days[0]!, lastDay: days.at(-1)!, approverName: user.displayName, outcome: 'rejected' },
      )
      return leaveRowOf(tx, input.leaveId)
    },
  )
}

/** The member who asked cancels their pending request. */
export async function cancelLeaveRequest(db: Database, user: SignedInUser, input: Input<typeof cancelLeave>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'staffs.cancelLeave', input },
    async (tx) => {
      await applyLeaveEvent(
        tx,
        user,
        input.leaveId,
        { type: 'CANCEL', by: user.userId },
        input.clientMutationId,
      )
      return leaveRowOf(tx, input.leaveId)
    },
  )
}

/**
 * The requests a user reads: their own; with the work schedules (76), their team's too (a leader),
 * or everyone's (someone over the teams). Newest first, the last 200.
 */
export async function listLeave(db: Database, user: SignedInUser, input: Input<typeof leaveList>) {
  const own = eq(leaveRequests.memberId, user.userId)
  const schedules = user.menuIdList.includes(menuIds.workSchedules)
  let seen: SQL | undefined = own
  if (schedules) {
    const reached = teamReachCondition(user, leaveRequests.teamId)
    seen = reached ? or(own, reached) : undefined
  }
  const status = input.status === undefined ? undefined : eq(leaveRequests.status, input.status)
  const rows = await selectLeaveRows(db)
    .where(and(seen, status))
    .orderBy(desc(leaveRequests.requestedAt), desc(leaveRequests.id))
    .limit(200)
  return rows.map(toLeaveRow)
}
