import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm'
import { type RuleDefinitionInput, ruleDefinitionSchema } from '../../contract/automaticRules.ts'
import { evenSplit } from '../../contract/evenSplit.ts'
import { roleIds } from '../../contract/menus.ts'
import type { AutomaticRuleEvent } from '../../machines/automaticRule.ts'
import { decideAutomaticRule, newAutomaticRule } from '../../machines/automaticRuleDecisions.ts'
import { decideCaseEvent, type StoredLifecycle } from '../../machines/caseDecisions.ts'
import { keepingCaseFigures } from '../services/dashboards/index.ts'
import { addDaysToDate, isoWeekdayOf, memberToday, startOfLocalDate } from '../services/localDays.ts'
import { produce } from '../services/messages/index.ts'
import type { AreaSeed } from './areaSeed.ts'
import type { Database, Transaction } from './connect.ts'
import { insertJsonRows } from './jsonInsert.ts'
import { users } from './schema/accounts.ts'
import { transitions } from './schema/audit.ts'
import {
  automaticRuleRunCases,
  automaticRuleRuns,
  automaticRules,
  automaticRuleVersions,
} from './schema/automaticRules.ts'
import { cases } from './schema/cases.ts'
import { apps, teams } from './schema/system.ts'

/**
 * The demo's automatic rules (issue 26): the manager's morning rule dealing OwoCredit's new arrears
 * (1 to 7 days, held by no one) to Lagos S1 evenly, active, with its last scheduled run on record;
 * the Mexico City leader's rule taking back cases held for more than 30 days, paused; and the
 * manager's draft giving large PrestaFácil arrears to Ana Torres by name. Each step goes through the
 * rule's machine and is recorded, at its moment of the seed's clock.
 *
 * A seed reads and writes the rows itself: one importing the rules' area (which allocates through the
 * case allocation's) would loop through server/database (dependency-cruiser's
 * no-cycle-between-server-areas), as the targets' seed says too. So the morning run is played here as
 * the server plays it: the same conditions, the even split of contract/evenSplit.ts over the team's
 * collectors (the seed's clock is a duty day of the team, nobody on leave), ALLOCATE through the case
 * lifecycle naming the rule, its version and the run, the kept figures moved with the cases, the run
 * and its cases on record and the owner told.
 */

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs

/** The last 07:00 in Lagos, Monday to Saturday (Lagos S1's duty days), before `now`: the seed's clock. */
function lastMorningBefore(now: Date): Date {
  const today = memberToday(now, 'Africa/Lagos')
  for (let back = 0; ; back++) {
    const date = addDaysToDate(today, -back)
    const at = new Date(startOfLocalDate(date, 'Africa/Lagos').getTime() + 7 * hourMs)
    if (isoWeekdayOf(date) <= 6 && at.getTime() <= now.getTime()) return at
  }
}

/** A rule made by its owner and taken through its machine, each step recorded at its moment. */
async function addRule(
  tx: Transaction,
  ownerId: number,
  input: RuleDefinitionInput,
  steps: Array<{ type: AutomaticRuleEvent['type']; at: Date }>,
) {
  const definition = ruleDefinitionSchema.parse(input)
  const teamId = (definition.action === 'allocate' ? definition.toTeamId : definition.inTeamId) ?? null
  let stored = newAutomaticRule()
  const recorded = steps.map(({ type, at }) => {
    const event = { type, by: ownerId } as AutomaticRuleEvent
    const decision = decideAutomaticRule(stored, event)
    if (!decision.allowed) throw new Error(`a demo rule cannot ${type}`)
    stored = decision.to
    return { decision, event, at }
  })
  const activations = steps.filter(({ type }) => type === 'ACTIVATE' || type === 'RESUME')
  const [rule] = await tx
    .insert(automaticRules)
    .values({
      ownerId,
      teamId,
      lifecycle: stored,
      activeSince: activations.at(-1)?.at ?? null,
      createdAt: steps[0]!.at,
      updatedAt: steps.at(-1)!.at,
    })
    .returning({ id: automaticRules.id })
  await tx
    .insert(automaticRuleVersions)
    .values({ ruleId: rule!.id, version: 1, definition, createdById: ownerId, createdAt: steps[0]!.at })
  await tx.insert(transitions).values(
    recorded.map(({ decision, event: { type, ...payload }, at }) => ({
      entityType: 'automaticRule',
      entityId: rule!.id,
      machine: decision.machine,
      fromState: decision.from,
      eventType: type,
      eventPayload: payload,
      toState: decision.to,
      actorId: ownerId,
      clientMutationId: randomUUID(),
      at,
    })),
  )
  return { id: rule!.id, definition }
}

/** The morning rule's run at its scheduled time, as the server plays it (see above). */
async function playMorningRun(
  tx: Transaction,
  rule: { id: number; definition: ReturnType<typeof ruleDefinitionSchema.parse> },
  ownerId: number,
  scheduledFor: Date,
) {
  const { definition } = rule
  const today = scheduledFor.toISOString().slice(0, 10)
  const where = and(
    eq(cases.kind, 'collection'),
    isNull(cases.closedAt),
    eq(cases.appId, definition.appId!),
    lte(cases.dueDate, addDaysToDate(today, -definition.overdueMin!)),
    gte(cases.dueDate, addDaysToDate(today, -definition.overdueMax!)),
    ne(cases.status, 'paidOff'),
    isNull(cases.ownerId),
  )
  const [found] = await tx.select({ n: count() }).from(cases).where(where)
  const taken = await tx
    .select({ id: cases.id, caseNo: cases.caseNo, lifecycle: cases.lifecycle })
    .from(cases)
    .where(where)
    .orderBy(asc(cases.dueDate), asc(cases.id))
    .limit(definition.cap)
    .for('update')
  const members = await tx
    .select({
      id: users.id,
      holding: sql<number>`(select count(*)::int from ${cases} where ${cases.ownerId} = ${users.id} and ${cases.closedAt} is null)`,
    })
    .from(users)
    .where(
      and(
        eq(users.teamId, definition.toTeamId!),
        inArray(users.roleId, [roleIds.collector, roleIds.seller]),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.id))
  const split = evenSplit(
    taken,
    members.map((member) => ({ ...member, onDuty: true })),
  )
  if (!split.split) return
  const runId = randomUUID()
  const movedAt = new Date(scheduledFor.getTime() + minuteMs)
  const note = { ruleId: rule.id, version: 1, runId }
  const dealt = split.shares.flatMap((share) =>
    share.cases.map((item) => ({ item, ownerId: share.memberId })),
  )
  const decided = dealt.map(({ item, ownerId: memberId }) => {
    const event = {
      type: 'ALLOCATE',
      teamId: definition.toTeamId!,
      ownerId: memberId,
      way: 'automatic',
      rule: note,
    } as const
    const decision = decideCaseEvent(item.lifecycle as StoredLifecycle, event)
    if (!decision.allowed) throw new Error(`a demo case cannot be allocated: ${item.caseNo}`)
    return { item, memberId, decision, event }
  })
  await keepingCaseFigures(
    tx,
    dealt.map(({ item }) => item.id),
    async () => {
      for (const { item, memberId, decision } of decided)
        await tx
          .update(cases)
          .set({
            ownerId: memberId,
            teamId: definition.toTeamId!,
            allocatedById: ownerId,
            allocationWay: 'automatic',
            allocatedAt: movedAt,
            retrievedAt: null,
            lifecycle: decision.to,
          })
          .where(eq(cases.id, item.id))
    },
  )
  await insertJsonRows(
    tx,
    transitions,
    decided.map(({ item, decision, event: { type, ...payload } }) => ({
      entityType: 'case',
      entityId: item.id,
      machine: decision.machine,
      fromState: decision.from,
      eventType: type,
      eventPayload: payload,
      toState: decision.to,
      actorId: ownerId,
      at: movedAt,
      // No client sent the run: its payload names it (server/services/caseAllocation MoveActor).
      clientMutationId: null,
    })),
  )
  const matched = found?.n ?? 0
  const overCap = matched - taken.length
  await tx.insert(automaticRuleRuns).values({
    id: runId,
    ruleId: rule.id,
    version: 1,
    trigger: 'schedule',
    scheduledFor,
    startedAt: scheduledFor,
    heartbeatAt: movedAt,
    finishedAt: movedAt,
    status: 'done',
    matched,
    moved: dealt.length,
    skipped: overCap,
    skippedReasons: overCap > 0 ? [{ reason: 'overCap', count: overCap }] : [],
    durationMs: minuteMs,
  })
  await insertJsonRows(
    tx,
    automaticRuleRunCases,
    decided.map(({ item, memberId }) => ({
      runId,
      caseId: item.id,
      caseNo: item.caseNo,
      outcome: 'moved' as const,
      memberId,
      fromId: null,
    })),
  )
  await produce.ruleRunFinished(
    tx,
    { userId: ownerId, ruleId: rule.id, runId },
    {
      about: 'ruleRun',
      ruleName: definition.name,
      version: 1,
      action: 'allocate',
      status: 'done',
      matched,
      moved: dealt.length,
      skipped: overCap,
      error: null,
      errorParams: null,
    },
  )
}

async function seedAutomaticRules(db: Database) {
  const idsBy = async <T extends { key: string; id: number }>(rows: Promise<T[]>) =>
    new Map((await rows).map((row) => [row.key, row.id]))
  const team = await idsBy(db.select({ id: teams.id, key: teams.name }).from(teams))
  const app = await idsBy(db.select({ id: apps.id, key: apps.code }).from(apps))
  const user = await idsBy(
    db
      .select({ id: users.id, key: users.username })
      .from(users)
      .where(inArray(users.username, ['manager', 'leader.mx', 'collector.mx'])),
  )
  const [manager, leader] = [user.get('manager')!, user.get('leader.mx')!]
  const lagos = team.get('Lagos S1 Collection')!
  const cdmx = team.get('CDMX S2 Collection')!
  const ranAt = lastMorningBefore(new Date())
  const at = (offsetMs: number) => new Date(ranAt.getTime() + offsetMs)
  await db.transaction(async (tx) => {
    const morning = await addRule(
      tx,
      manager,
      {
        name: 'New arrears, 1 to 7 days, to Lagos S1',
        time: '07:00',
        timeZone: 'Africa/Lagos',
        days: [1, 2, 3, 4, 5, 6],
        appId: app.get('OWOCREDIT')!,
        overdueMin: 1,
        overdueMax: 7,
        holder: 'notHeld',
        action: 'allocate',
        toTeamId: lagos,
        way: 'evenSplit',
        cap: 500,
      },
      [
        { type: 'CREATE', at: at(-3 * dayMs) },
        { type: 'ACTIVATE', at: at(-3 * dayMs + hourMs) },
      ],
    )
    await addRule(
      tx,
      leader,
      {
        name: 'Held over 30 days back to the pool',
        time: '06:30',
        timeZone: 'America/Mexico_City',
        days: [1, 2, 3, 4, 5],
        inTeamId: cdmx,
        holder: 'held',
        heldDaysOver: 30,
        action: 'retrieve',
        cap: 200,
      },
      [
        { type: 'CREATE', at: at(-2 * dayMs) },
        { type: 'ACTIVATE', at: at(-2 * dayMs + hourMs) },
        { type: 'PAUSE', at: at(-2 * dayMs + 2 * hourMs) },
      ],
    )
    await addRule(
      tx,
      manager,
      {
        name: 'Large PrestaFácil arrears to Ana Torres',
        time: '08:00',
        timeZone: 'America/Mexico_City',
        days: [1, 2, 3, 4, 5],
        appId: app.get('PRESTAFACIL')!,
        overdueMin: 8,
        overdueMax: 30,
        amountMin: 500_000,
        action: 'allocate',
        toTeamId: cdmx,
        way: 'manual',
        memberIds: [user.get('collector.mx')!],
        cap: 100,
      },
      [{ type: 'CREATE', at: at(-12 * hourMs) }],
    )
    await playMorningRun(tx, morning, manager, ranAt)
  })
}

export const automaticRulesSeed: AreaSeed = { area: 'automaticRules', seed: seedAutomaticRules }
