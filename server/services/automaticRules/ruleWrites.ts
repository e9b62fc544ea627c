import { isDeepStrictEqual } from 'node:util'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { automaticRuleActions } from '../../../contract/automaticRuleActions.ts'
import type {
  changeRuleState,
  previewRule,
  RuleDefinition,
  RulePreview,
  RuleRow,
  RuleRun,
  runRuleNow,
  saveRule,
} from '../../../contract/automaticRules.ts'
import type { Language } from '../../../contract/bilingual.ts'
import { roleIds } from '../../../contract/menus.ts'
import { isInReach, type PolicyActor, type RowFacts, reachOf } from '../../../contract/policy.ts'
import type { FieldIssue } from '../../../contract/validation.ts'
import type { AutomaticRuleEvent } from '../../../machines/automaticRule.ts'
import {
  decideAutomaticRule,
  newAutomaticRule,
  type StoredAutomaticRule,
} from '../../../machines/automaticRuleDecisions.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { transitions } from '../../database/schema/audit.ts'
import { automaticRules, automaticRuleVersions } from '../../database/schema/automaticRules.ts'
import { apps, teams, teamTypes } from '../../database/schema/system.ts'
import { AppError, ValidationFailure } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { readRun, ruleRowOf } from './ruleLists.ts'
import { ruleFactsFor, ruleFactsOf, ruleOwnerOf, ruleTeamOf } from './ruleOwner.ts'
import { planRun, previewOf } from './rulePlan.ts'
import { definitionOf, lockRule, type RuleRecord, readRule } from './ruleRecords.ts'
import { applyRun, claimRun, type RunSettings, runClock } from './ruleRuns.ts'

type SaveInput = z.output<typeof saveRule.input>
type StateInput = z.output<typeof changeRuleState.input>
type RunInput = z.output<typeof runRuleNow.input>

/**
 * The policy on a rule as it would be written: the team it works in, and for a team leader the team
 * it takes cases from too, each within the user's reach (a leader's rules work in their own team),
 * for its owner (the user, for a new rule).
 */
function assertMayWrite(
  whoMay: (typeof automaticRuleActions)[keyof typeof automaticRuleActions]['whoMay'],
  user: SignedInUser,
  owner: Pick<RowFacts, 'ownerId' | 'ownerReach'>,
  rule: Pick<RuleDefinition, 'action' | 'toTeamId' | 'inTeamId'>,
) {
  assertMayOnRow(whoMay, user, { ...owner, teamId: ruleTeamOf(rule) })
  if (rule.inTeamId !== undefined) assertMayOnRow(whoMay, user, { ...owner, teamId: rule.inTeamId })
  // Someone over the teams changing a team leader's rule keeps it in the leader's team: its runs act
  // with the leader's reach, and would fail anywhere else.
  const named = [
    { field: rule.action === 'allocate' ? 'toTeamId' : 'inTeamId', teamId: ruleTeamOf(rule) },
    ...(rule.inTeamId === undefined ? [] : [{ field: 'inTeamId', teamId: rule.inTeamId }]),
  ]
  const beyond = named.filter(({ teamId }) => owner.ownerReach && !isInReach(owner.ownerReach, { teamId }))
  if (beyond.length > 0)
    throw new ValidationFailure(beyond.map(({ field }) => ({ field, key: 'rule.beyondOwner' })))
}

/** The user as the owner of a rule they write or preview. */
const asOwner = (user: SignedInUser) => ({ ownerId: user.userId, ownerReach: reachOf(user) })

/** Whether two definitions say the same, whatever the order of their fields. */
const sameDefinition = (a: RuleDefinition, b: RuleDefinition) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)))

const invalid = (field: string): FieldIssue => ({ field, key: 'invalidValue' })

/**
 * The rows a definition names exist: its app, team type and teams, and the members it deals to, each
 * a case holder of the team it allocates to. Refused naming the field (400), before anything is written.
 */
async function checkReferences(tx: Transaction, rule: RuleDefinition) {
  const exists = async (table: typeof apps | typeof teams | typeof teamTypes, id: number | undefined) =>
    id === undefined || (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0
  const issues: FieldIssue[] = []
  if (!(await exists(apps, rule.appId))) issues.push(invalid('appId'))
  if (!(await exists(teamTypes, rule.teamTypeId))) issues.push(invalid('teamTypeId'))
  if (!(await exists(teams, rule.inTeamId))) issues.push(invalid('inTeamId'))
  if (!(await exists(teams, rule.toTeamId))) issues.push(invalid('toTeamId'))
  if (rule.action === 'allocate' && rule.way === 'manual' && rule.memberIds.length > 0) {
    const members = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, rule.memberIds),
          eq(users.teamId, rule.toTeamId ?? 0),
          inArray(users.roleId, [roleIds.collector, roleIds.seller]),
          eq(users.status, 'active'),
        ),
      )
    const found = new Set(members.map((member) => member.id))
    rule.memberIds.forEach((memberId, index) => {
      if (!found.has(memberId)) issues.push(invalid(`memberIds.${index}`))
    })
  }
  if (issues.length > 0) throw new ValidationFailure(issues)
}

/** Records one allowed step of a rule's machine, in the transaction that saves it. */
async function recordStep(
  tx: Transaction,
  ruleId: number,
  decision: { machine: string; from: StoredAutomaticRule; to: StoredAutomaticRule },
  event: AutomaticRuleEvent,
  actor: { userId: number; clientMutationId: string },
  at: Date,
) {
  const { type, ...payload } = event
  await tx.insert(transitions).values({
    at,
    entityType: 'automaticRule',
    entityId: ruleId,
    machine: decision.machine,
    fromState: decision.from,
    eventType: type,
    eventPayload: payload,
    toState: decision.to,
    actorId: actor.userId,
    clientMutationId: actor.clientMutationId,
  })
}

/** A step of the rule's machine, refused in the area's words where the machine refuses it. */
function decided(rule: Pick<RuleRecord, 'lifecycle'>, event: AutomaticRuleEvent) {
  const decision = decideAutomaticRule(rule.lifecycle, event)
  if (decision.allowed) return decision
  throw new AppError(
    rule.lifecycle.value === 'archived' ? 'automaticRule.archived' : 'automaticRule.notAllowed',
  )
}

/** A new rule: its creation recorded, a draft at version 1, owned and run as its maker. */
async function addRule(
  tx: Transaction,
  user: SignedInUser,
  definition: RuleDefinition,
  clientMutationId: string,
  now: Date,
) {
  const actor = { userId: user.userId, clientMutationId }
  const decision = decided({ lifecycle: newAutomaticRule() }, { type: 'CREATE', by: user.userId })
  const [rule] = await tx
    .insert(automaticRules)
    .values({
      ownerId: user.userId,
      teamId: ruleTeamOf(definition),
      lifecycle: decision.to,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: automaticRules.id })
  await tx.insert(automaticRuleVersions).values({
    ruleId: rule!.id,
    version: decision.to.context.version,
    definition,
    createdById: user.userId,
    createdAt: now,
  })
  await recordStep(tx, rule!.id, decision, { type: 'CREATE', by: user.userId }, actor, now)
  return rule!.id
}

/**
 * A change of a rule's definition: a draft's is replaced (nothing has run on it); an active or paused
 * rule's becomes its next version, which its next run names. The team it works in follows the change.
 */
async function editRule(
  tx: Transaction,
  user: SignedInUser,
  rule: RuleRecord,
  { was, definition }: { was: RuleDefinition; definition: RuleDefinition },
  clientMutationId: string,
  now: Date,
) {
  const event = { type: 'EDIT', by: user.userId } as const
  const decision = decided(rule, event)
  const version = decision.to.context.version
  if (version === rule.lifecycle.context.version)
    await tx
      .update(automaticRuleVersions)
      .set({ definition, createdById: user.userId, createdAt: now })
      .where(and(eq(automaticRuleVersions.ruleId, rule.id), eq(automaticRuleVersions.version, version)))
  else
    await tx
      .insert(automaticRuleVersions)
      .values({ ruleId: rule.id, version, definition, createdById: user.userId, createdAt: now })
  // An active rule whose time, days or clock change starts its schedule afresh, as activating does:
  // a time moved earlier today is not run late, nor run twice in one day. Another change keeps it.
  const clockChanged =
    was.time !== definition.time ||
    was.timeZone !== definition.timeZone ||
    !isDeepStrictEqual(was.days, definition.days)
  const restarts = rule.lifecycle.value === 'active' && clockChanged ? { activeSince: now } : {}
  await tx
    .update(automaticRules)
    .set({ teamId: ruleTeamOf(definition), lifecycle: decision.to, updatedAt: now, ...restarts })
    .where(eq(automaticRules.id, rule.id))
  await recordStep(tx, rule.id, decision, event, { userId: user.userId, clientMutationId }, now)
}

/** Adds a rule (a draft) or changes one, as the user's reach allows; answers its row. */
export function saveAutomaticRule(
  db: Database,
  user: SignedInUser,
  input: SaveInput,
  language: Language,
  now = new Date(),
): Promise<RuleRow> {
  const whoMay = automaticRuleActions.save.whoMay
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'automaticRule.save', input },
    async (tx) => {
      const { ruleId, clientMutationId, ...definition } = input
      let id: number
      if (ruleId === undefined) {
        assertMayWrite(whoMay, user, asOwner(user), definition)
        await checkReferences(tx, definition)
        id = await addRule(tx, user, definition, clientMutationId, now)
      } else {
        const rule = await lockRule(tx, ruleId)
        const facts = await ruleFactsOf(tx, rule)
        assertMayOnRow(whoMay, user, facts)
        assertMayWrite(whoMay, user, facts, definition)
        if (rule.lifecycle.value === 'archived') throw new AppError('automaticRule.archived')
        await checkReferences(tx, definition)
        const was = await definitionOf(tx, rule.id, rule.lifecycle.context.version)
        // Saved as it is: no new version, no step on record.
        if (!sameDefinition(was, definition))
          await editRule(tx, user, rule, { was, definition }, clientMutationId, now)
        id = rule.id
      }
      return ruleRowOf(tx, id, language, now)
    },
  )
}

/** Activates, pauses, resumes or archives a rule through its machine; activating or resuming starts its schedule afresh. */
export function changeAutomaticRuleState(
  db: Database,
  user: SignedInUser,
  input: StateInput,
  language: Language,
  now = new Date(),
): Promise<RuleRow> {
  const whoMay = automaticRuleActions.activate.whoMay
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'automaticRule.state', input },
    async (tx) => {
      const rule = await lockRule(tx, input.ruleId)
      assertMayOnRow(whoMay, user, await ruleFactsOf(tx, rule))
      const event = { type: input.event, by: user.userId }
      const decision = decided(rule, event)
      // Scheduled times before this moment are not run late: the rule was not running then.
      const starts = input.event === 'ACTIVATE' || input.event === 'RESUME'
      await tx
        .update(automaticRules)
        .set({ lifecycle: decision.to, updatedAt: now, ...(starts ? { activeSince: now } : {}) })
        .where(eq(automaticRules.id, rule.id))
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      await recordStep(tx, rule.id, decision, event, actor, now)
      return ruleRowOf(tx, rule.id, language, now)
    },
  )
}

/**
 * A dry run of a definition as typed, now, as its owner would run it: a saved rule's owner (ruleId,
 * kept by the same policy as its changes), otherwise the caller; the one plan of a run (planRun),
 * nothing written. The allocation's refusals (no member on duty) are the preview's.
 */
export function previewAutomaticRule(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof previewRule.input>,
): Promise<RulePreview> {
  const whoMay = automaticRuleActions.preview.whoMay
  const { ruleId, ...definition } = input
  return db.transaction(async (tx) => {
    let owner: PolicyActor = user
    let ownerFacts: Pick<RowFacts, 'ownerId' | 'ownerReach'> = asOwner(user)
    if (ruleId !== undefined) {
      const rule = await readRule(tx, ruleId)
      owner = await ruleOwnerOf(tx, rule.ownerId)
      const facts = ruleFactsFor(rule, owner)
      assertMayOnRow(whoMay, user, facts)
      ownerFacts = facts
    }
    assertMayWrite(whoMay, user, ownerFacts, definition)
    await checkReferences(tx, definition)
    return previewOf(tx, await planRun(tx, definition, owner, new Date()))
  })
}

/**
 * Runs an active rule now, as its schedule would: claimed once for its client id (a replay answers
 * the same run), then moved in batches, answering its record. Refused while another run of it is
 * under way.
 */
export async function runAutomaticRuleNow(
  db: Database,
  user: SignedInUser,
  input: RunInput,
  settings: RunSettings,
  language: Language,
): Promise<RuleRun> {
  const clock = runClock(new Date())
  const { runId } = await applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'automaticRule.run', input },
    async (tx) => {
      const rule = await lockRule(tx, input.ruleId)
      assertMayOnRow(automaticRuleActions.runNow.whoMay, user, await ruleFactsOf(tx, rule))
      const claim = { trigger: 'manual' as const, scheduledFor: null, startedById: user.userId }
      return { runId: (await claimRun(tx, rule, claim, clock, settings))! }
    },
  )
  await applyRun(db, runId, settings, clock)
  return readRun(db, runId, language)
}
