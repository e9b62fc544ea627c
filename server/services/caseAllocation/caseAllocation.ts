import { isDeepStrictEqual } from 'node:util'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  AllocationPreview,
  AllocationTarget,
  allocateCases,
  previewAllocation,
  retrieveCases,
} from '../../../contract/caseAllocation.ts'
import type { allocationWays } from '../../../contract/cases.ts'
import type { EvenShare } from '../../../contract/evenSplit.ts'
import { roleIds } from '../../../contract/menus.ts'
import { decideCaseEvent, type StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent, RuleRunNote } from '../../../machines/caseLifecycle.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { transitions } from '../../database/schema/audit.ts'
import { cases } from '../../database/schema/cases.ts'
import { teams } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { keepingCaseFigures } from '../dashboards/index.ts'
import { produce } from '../messages/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { assertTeamInScope, withDays } from '../staffs/index.ts'
import { type AllocatedMember, planEvenSplit } from './caseAllocationPlan.ts'
import {
  allocatorScope,
  type CaseSelection,
  openCasesHeld,
  type SelectedCase,
  selectCases,
} from './caseAllocationSelection.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/** The roles that hold cases: the members a team's cases are dealt to. */
const caseHolders = [roleIds.collector, roleIds.seller]

type Skipped = AllocationPreview['skipped'][number]

interface Plan {
  preview: AllocationPreview
  shares: EvenShare<SelectedCase>[]
  teamName: string
}

/** The team an allocation deals to. */
export interface DealTeam {
  id: number
  name: string
  dutyDays: number[]
}

/**
 * What an allocation would do with the open cases given: who gets which (the shares), the preview of
 * it without the cases set aside, and the cases set aside as already held by the one member named.
 */
export interface Deal {
  team: DealTeam
  preview: AllocationPreview
  shares: EvenShare<SelectedCase>[]
  alreadyHeld: Skipped[]
}

/** The team allocated to, refused when it does not exist. */
export async function dealTeamOf(tx: Transaction, teamId: number): Promise<DealTeam> {
  const [team] = await tx
    .select({ id: teams.id, name: teams.name, dutyDays: teams.dutyDays })
    .from(teams)
    .where(eq(teams.id, teamId))
  if (!team) throw new AppError('staffs.teamNotFound')
  return team
}

/**
 * The team's valid members who hold cases, each with their calendar and the open cases they hold,
 * as at `now`.
 */
async function membersOf(tx: Transaction, teamId: number, now: Date): Promise<AllocatedMember[]> {
  const rows = await tx
    .select({
      id: users.id,
      name: users.displayName,
      timeZone: users.timeZone,
      entryDate: users.entryDate,
      leftDate: users.leftDate,
    })
    .from(users)
    .where(and(eq(users.teamId, teamId), inArray(users.roleId, caseHolders), eq(users.status, 'active')))
    .orderBy(users.id)
  const ids = rows.map((row) => row.id)
  // Today on every member's clock lies within a day of the server's date: their approved leave and
  // the days their leader set are read around it, and the even split picks each one's own today.
  const around = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
  const [held, calendars] = await Promise.all([
    openCasesHeld(tx, ids),
    withDays(tx, rows, around(-1), around(1)),
  ])
  return calendars.map((row) => ({ ...row, holding: held.get(row.id) ?? 0 }))
}

/**
 * How the open cases given would be dealt, at `now`: to the members named, evenly among them as
 * chosen; with none named, the even split across the members on duty that day (caseAllocationPlan.ts),
 * refused when no one is. A case the one member named holds already is set aside, named. The manual
 * allocation and the automatic rules plan through here, so both deal alike.
 */
export async function planDeal(
  tx: Transaction,
  team: DealTeam,
  target: Pick<AllocationTarget, 'way' | 'memberIds'>,
  selected: readonly SelectedCase[],
  now: Date,
): Promise<Deal> {
  const members = await membersOf(tx, team.id, now)
  const named = target.way === 'manual' ? target.memberIds : []
  for (const memberId of named)
    if (!members.some((member) => member.id === memberId)) {
      const [who] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, memberId))
      if (!who) throw new AppError('staffs.memberNotFound')
      throw new AppError('staffs.memberNotInTeam', { params: { member: who.name, team: team.name } })
    }
  // A case already held by the one member named would go nowhere: set aside, named.
  const only = named.length === 1 ? members.find((member) => member.id === named[0]) : undefined
  const held = (item: SelectedCase) => only !== undefined && item.ownerId === only.id
  const chosen = selected.filter((item) => !held(item))
  const alreadyHeld: Skipped[] = selected.filter(held).map((item) => ({
    caseId: item.id,
    caseNo: item.caseNo,
    reason: 'alreadyHeld' as const,
    holderName: only?.name ?? null,
  }))
  // Nothing left to deal: no plan to refuse, the caller says what that means.
  if (chosen.length === 0) {
    const preview = { teamId: team.id, caseCount: 0, each: 0, extra: 0, shares: [], leftOut: [], skipped: [] }
    return { team, preview, shares: [], alreadyHeld }
  }
  // Members named by the allocator are all dealt to, whatever their day: the allocator chose them.
  const dealtTo =
    named.length > 0
      ? members
          .filter((member) => named.includes(member.id))
          .map((member) => ({ ...member, entryDate: '0000-01-01', leftDate: null, approvedLeave: [] }))
      : members
  const plan = planEvenSplit(
    chosen,
    { id: team.id, dutyDays: named.length > 0 ? [1, 2, 3, 4, 5, 6, 7] : team.dutyDays },
    dealtTo,
    now,
    (item) => item.ownerId,
  )
  if (!plan.planned) {
    if (plan.reason === 'noCases') throw new AppError('staffs.noCasesChosen')
    // The members ticked are off today (a leader's day off outranks the tick): say who.
    if (named.length > 0) {
      const off = dealtTo.map((member) => member.name).join(', ')
      throw new AppError('staffs.chosenMembersOffDuty', { params: { members: off, team: team.name } })
    }
    throw new AppError('staffs.noMemberOnDuty', { params: { team: team.name } })
  }
  return { team, preview: plan.preview, shares: plan.shares, alreadyHeld }
}

/**
 * What an allocation does with the selection: the deal of its open cases, with the closed ones and
 * those already held named as set aside (the allocator agrees to leave them, or refuses).
 */
async function planAllocation(
  tx: Transaction,
  user: SignedInUser,
  selection: CaseSelection,
  target: AllocationTarget,
  lock: boolean,
): Promise<Plan & { skipped: Skipped[] }> {
  allocatorScope(user)
  assertTeamInScope(user, target.teamId)
  const team = await dealTeamOf(tx, target.teamId)
  const closed: SelectedCase[] = []
  const selected = await selectCases(tx, user, selection, lock, closed)
  const deal = await planDeal(tx, team, target, selected, new Date())
  const skipped: Skipped[] = [
    ...closed.map((item) => ({
      caseId: item.id,
      caseNo: item.caseNo,
      reason: 'closed' as const,
      holderName: null,
    })),
    ...deal.alreadyHeld,
  ]
  if (deal.shares.length === 0 && skipped.length === 0) throw new AppError('staffs.noCasesChosen')
  return { preview: { ...deal.preview, skipped }, shares: deal.shares, teamName: team.name, skipped }
}

/** The preview the allocator confirms: who gets how many and who is left out, nothing written. */
export function previewCaseAllocation(
  db: Database,
  user: SignedInUser,
  input: Input<typeof previewAllocation>,
) {
  const { teamId, way, memberIds, ...selection } = input
  return db.transaction(
    async (tx) => (await planAllocation(tx, user, selection, { teamId, way, memberIds }, false)).preview,
  )
}

/**
 * Each case through the lifecycle machine: its decided snapshot, whether that changed it, and the
 * event to record. An allocation's events are decided per state: a decision that left the context as
 * it was (ALLOCATE and RETRIEVE move no state and read no amount) holds for every case in that state,
 * so 10,000 cases cost as many machine steps as they have distinct states, not 10,000. This holds
 * while these events have no guard reading the context; one that did would need every case decided again.
 */
function decideAll(
  chosen: readonly SelectedCase[],
  eventOf: (item: SelectedCase) => CaseLifecycleEvent,
): DecidedMove[] {
  const byState = new Map<string, { value: unknown; machine: string; moved: boolean }>()
  return chosen.map((item) => {
    const event = eventOf(item)
    const stateKey = `${event.type}:${JSON.stringify(item.lifecycle.value)}`
    const known = byState.get(stateKey)
    let to: StoredLifecycle
    let machine: string
    let moved: boolean
    if (known) {
      to = { value: known.value as StoredLifecycle['value'], context: item.lifecycle.context }
      machine = known.machine
      moved = known.moved
    } else {
      const decision = decideCaseEvent(item.lifecycle, event)
      if (!decision.allowed)
        throw new AppError(decision.reason === 'closed' ? 'case.closed' : 'case.notAllowed')
      to = decision.to
      machine = decision.machine
      moved = !isDeepStrictEqual(decision.to, item.lifecycle)
      if (isDeepStrictEqual(decision.to.context, item.lifecycle.context))
        byState.set(stateKey, { value: decision.to.value, machine, moved })
    }
    return { item, event, machine, to: moved ? to : null }
  })
}

/** A case as decided: the event, the machine version that took it, and its new lifecycle if it moved. */
interface DecidedMove {
  item: SelectedCase
  event: CaseLifecycleEvent
  machine: string
  /** Null when the event left the lifecycle as it was (the case keeps its stored one). */
  to: StoredLifecycle | null
}

/**
 * The cases' new columns and each one's transition, in one statement: the rows come as one JSON
 * parameter PostgreSQL expands (not 10,000 updates), and each transition is recorded from the row as
 * updated. A lifecycle the event left as it was is neither sent nor rewritten: the transition's states
 * are then the row's own, which the caller locked when it read them, so they are the ones decided on.
 */
async function moveCases(
  tx: Transaction,
  set: SQL,
  decided: readonly DecidedMove[],
  ownerOf: (item: SelectedCase) => number | null,
  actor: { userId: number; clientMutationId: string | null },
): Promise<void> {
  const rows = decided.map(({ item, event, machine, to }, n) => {
    const { type, ...payload } = event
    return {
      n,
      id: item.id,
      owner_id: ownerOf(item),
      from_state: to ? item.lifecycle : null,
      to_state: to,
      machine,
      event_type: type,
      event_payload: payload,
    }
  })
  await tx.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        n integer, id bigint, owner_id integer, from_state jsonb, to_state jsonb,
        machine text, event_type text, event_payload jsonb)
    ),
    moved as (
      update ${cases} set ${set}, lifecycle = coalesce(v.to_state, ${cases.lifecycle})
      from v where ${cases.id} = v.id
      returning ${cases.id} as id, ${cases.lifecycle} as lifecycle
    )
    insert into ${transitions} (entity_type, entity_id, machine, from_state, event_type, event_payload,
                                to_state, actor_id, client_mutation_id)
    select 'case', v.id, v.machine, coalesce(v.from_state, moved.lifecycle), v.event_type, v.event_payload,
           moved.lifecycle, ${actor.userId}::integer, ${actor.clientMutationId}::text
    from v join moved on moved.id = v.id
    order by v.n`)
}

/** Who moves the cases, under which client write id, and the rule run that sent them, if one did. */
export interface MoveActor {
  userId: number
  /**
   * The client write that moved them; null for a rule's run, which no client sent (its transitions
   * name the run in their payload instead, so a client id on a case's step always means a client write).
   */
  clientMutationId: string | null
  /** Named in each recorded transition: the automatic rule, its version and the run (issue 26). */
  rule?: RuleRunNote
}

/**
 * The allocation's write, for cases locked by the caller: every case through ALLOCATE to its member
 * (or to the team alone), its owner, team, allocator, way and allocated time written, its holding
 * days starting again, each transition recorded, the kept case figures moved with it.
 */
export async function writeAllocation(
  tx: Transaction,
  target: { teamId: number; way: (typeof allocationWays)[number] },
  dealt: ReadonlyArray<{ item: SelectedCase; ownerId: number | null }>,
  actor: MoveActor,
): Promise<void> {
  const { teamId, way } = target
  const rule = actor.rule ? { rule: actor.rule } : {}
  const ownerOf = new Map(dealt.map(({ item, ownerId }) => [item.id, ownerId]))
  const owner = (item: SelectedCase) => ownerOf.get(item.id) ?? null
  const chosen = dealt.map(({ item }) => item)
  const decided = decideAll(chosen, (item) => ({
    type: 'ALLOCATE',
    teamId,
    ownerId: owner(item),
    way,
    ...rule,
  }))
  await keepingCaseFigures(
    tx,
    chosen.map((item) => item.id),
    () =>
      moveCases(
        tx,
        sql`owner_id = v.owner_id, team_id = ${teamId}, allocated_by_id = ${actor.userId},
            allocation_way = ${way}, allocated_at = now(), retrieved_at = null`,
        decided,
        owner,
        actor,
      ),
  )
}

/**
 * The retrieval's write, for cases locked by the caller: every case through RETRIEVE, held by no one
 * and still in its team, each transition recorded, the kept case figures moved with it.
 */
export async function writeRetrieval(
  tx: Transaction,
  chosen: readonly SelectedCase[],
  actor: MoveActor,
): Promise<void> {
  const rule = actor.rule ? { rule: actor.rule } : {}
  const decided = decideAll(chosen, () => ({ type: 'RETRIEVE', ...rule }))
  await keepingCaseFigures(
    tx,
    chosen.map((item) => item.id),
    () => moveCases(tx, sql`owner_id = null, retrieved_at = now()`, decided, () => null, actor),
  )
}

/**
 * Allocates the selection as previewed, in one transaction: every case through ALLOCATE
 * (writeAllocation), and the allocator told by DIVISION_COMPLETED_MESSAGE. Cases that cannot be
 * allocated refuse the request, or, when the allocator agreed, are left as they are and named in the
 * answer.
 */
export function allocateCaseSelection(db: Database, user: SignedInUser, input: Input<typeof allocateCases>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'cases.allocate', input },
    async (tx) => {
      const { teamId, way, memberIds, clientMutationId, skipUnallocatable, ...selection } = input
      const plan = await planAllocation(tx, user, selection, { teamId, way, memberIds }, true)
      // What cannot be allocated is left out only when the allocator agreed, having read it.
      if (plan.skipped.length > 0 && !skipUnallocatable)
        throw new AppError('staffs.casesCannotBeAllocated', {
          params: { cases: plan.skipped.map((item) => item.caseNo).join(', ') },
        })
      if (plan.shares.length === 0) throw new AppError('staffs.noCasesChosen')
      const dealt = plan.shares.flatMap((share) =>
        share.cases.map((item) => ({ item, ownerId: share.memberId })),
      )
      await writeAllocation(tx, { teamId, way }, dealt, { userId: user.userId, clientMutationId })
      await produce.divisionCompleted(
        tx,
        { userId: user.userId, allocationId: clientMutationId },
        { caseCount: dealt.length, teamName: plan.teamName, teamId },
      )
      return plan.preview
    },
  )
}

/** Takes the selection back from its holders through RETRIEVE (writeRetrieval). */
export function retrieveCaseSelection(db: Database, user: SignedInUser, input: Input<typeof retrieveCases>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'cases.retrieve', input },
    async (tx) => {
      const { clientMutationId, ...selection } = input
      const chosen = await selectCases(tx, user, selection, true)
      await writeRetrieval(tx, chosen, { userId: user.userId, clientMutationId })
      return { caseCount: chosen.length }
    },
  )
}
