import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { automaticRuleReads } from '../../../contract/automaticRuleActions.ts'
import {
  type RuleDetail,
  type RuleRow,
  type RuleRun,
  type RuleState,
  ruleDefinitionObject,
  type ruleDetail,
  type ruleList,
  type ruleRunCases,
  type ruleRuns,
} from '../../../contract/automaticRules.ts'
import type { Language } from '../../../contract/bilingual.ts'
import type { ErrorCode } from '../../../contract/errors.ts'
import { reachOf } from '../../../contract/policy.ts'
import type { StoredAutomaticRule } from '../../../machines/automaticRuleDecisions.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { qualified } from '../../database/qualified.ts'
import { users } from '../../database/schema/accounts.ts'
import {
  automaticRuleRunCases,
  automaticRuleRuns,
  automaticRules,
  automaticRuleVersions,
} from '../../database/schema/automaticRules.ts'
import { errorMessage } from '../../http/messages.ts'
import { byColumn, type KeysetList, pageQuery } from '../lists/index.ts'
import { assertMayOnRow, reachCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import type { SkippedCount } from './rulePlan.ts'
import { readRule } from './ruleRecords.ts'
import { nextSlot } from './ruleSchedule.ts'

type Reader = Database | Transaction

/** A user's name by the column holding their id. */
const nameOf = (id: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${qualified(users.displayName)} from ${users} where ${qualified(users.id)} = ${qualified(id)})`

const iso = (at: Date | null) => (at === null ? null : at.toISOString())

const runColumns = {
  id: automaticRuleRuns.id,
  ruleId: automaticRuleRuns.ruleId,
  version: automaticRuleRuns.version,
  trigger: automaticRuleRuns.trigger,
  scheduledFor: automaticRuleRuns.scheduledFor,
  startedByName: nameOf(automaticRuleRuns.startedById),
  startedAt: automaticRuleRuns.startedAt,
  finishedAt: automaticRuleRuns.finishedAt,
  status: automaticRuleRuns.status,
  matched: automaticRuleRuns.matched,
  moved: automaticRuleRuns.moved,
  skipped: automaticRuleRuns.skipped,
  skippedReasons: automaticRuleRuns.skippedReasons,
  error: automaticRuleRuns.error,
  errorParams: automaticRuleRuns.errorParams,
  durationMs: automaticRuleRuns.durationMs,
}

const selectRuns = (db: Reader) => db.select(runColumns).from(automaticRuleRuns).$dynamic()
type RawRun = Awaited<ReturnType<ReturnType<typeof selectRuns>['execute']>>[number]

/** A run as the records show it; why a failed one stopped in the reader's language. */
function toRuleRun(raw: RawRun, language: Language): RuleRun {
  const { errorParams, ...run } = raw
  return {
    ...run,
    scheduledFor: iso(run.scheduledFor),
    startedAt: run.startedAt.toISOString(),
    finishedAt: iso(run.finishedAt),
    skippedReasons: run.skippedReasons as SkippedCount[],
    errorText:
      run.error === null
        ? null
        : errorMessage(
            run.error as ErrorCode,
            language,
            (errorParams ?? {}) as Record<string, string | number>,
          ),
  }
}

/** One run of a rule, as its records list it. */
export async function readRun(db: Reader, runId: string, language: Language): Promise<RuleRun> {
  const [raw] = await selectRuns(db).where(eq(automaticRuleRuns.id, runId))
  if (!raw) throw new Error(`run ${runId} does not exist`)
  return toRuleRun(raw, language)
}

/** Each rule's last run, by rule. */
async function lastRunsOf(db: Reader, ruleIds: number[], language: Language) {
  if (ruleIds.length === 0) return new Map<number, RuleRun>()
  const rows = await db
    .selectDistinctOn([automaticRuleRuns.ruleId], runColumns)
    .from(automaticRuleRuns)
    .where(inArray(automaticRuleRuns.ruleId, ruleIds))
    .orderBy(automaticRuleRuns.ruleId, desc(automaticRuleRuns.startedAt), desc(automaticRuleRuns.id))
  return new Map(rows.map((raw) => [raw.ruleId, toRuleRun(raw, language)]))
}

/** The rules a condition picks, newest first, each with its current definition, owner, last and next run. */
async function ruleRowsWhere(db: Reader, where: SQL | undefined, language: Language, now: Date) {
  const rows = await db
    .select({
      id: automaticRules.id,
      lifecycle: automaticRules.lifecycle,
      ownerId: automaticRules.ownerId,
      ownerName: nameOf(automaticRules.ownerId),
      ownerRoleId: users.roleId,
      ownerTeamId: users.teamId,
      teamId: automaticRules.teamId,
      updatedAt: automaticRules.updatedAt,
      definition: automaticRuleVersions.definition,
    })
    .from(automaticRules)
    .innerJoin(users, eq(users.id, automaticRules.ownerId))
    .innerJoin(
      automaticRuleVersions,
      and(
        eq(automaticRuleVersions.ruleId, automaticRules.id),
        sql`${automaticRuleVersions.version} = (${automaticRules.lifecycle}->'context'->>'version')::int`,
      ),
    )
    .where(where)
    .orderBy(desc(automaticRules.createdAt), desc(automaticRules.id))
  const lastRuns = await lastRunsOf(
    db,
    rows.map((row) => row.id),
    language,
  )
  return rows.map((row): RuleRow => {
    const lifecycle = row.lifecycle as StoredAutomaticRule
    const definition = ruleDefinitionObject.parse(row.definition)
    return {
      id: row.id,
      state: lifecycle.value as RuleState,
      version: lifecycle.context.version,
      definition,
      ownerId: row.ownerId,
      ownerName: row.ownerName ?? '',
      ownerRoleId: row.ownerRoleId,
      ownerTeamId: row.ownerTeamId,
      teamId: row.teamId,
      updatedAt: row.updatedAt.toISOString(),
      lastRun: lastRuns.get(row.id) ?? null,
      nextRunAt: lifecycle.value === 'active' ? iso(nextSlot(definition, now)) : null,
    }
  })
}

/** One rule as its row shows it (after a write, or for its detail). */
export async function ruleRowOf(db: Reader, ruleId: number, language: Language, now = new Date()) {
  const [row] = await ruleRowsWhere(db, eq(automaticRules.id, ruleId), language, now)
  if (!row) throw new Error(`rule ${ruleId} does not exist`)
  return row
}

const stateOf = sql<string>`${automaticRules.lifecycle}->>'value'`

/**
 * The rules the user reaches by the team each works in (a manager every rule, a team leader their
 * team's), newest first; archived ones only when asked for.
 */
export function listRules(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof ruleList.input>,
  language: Language,
): Promise<RuleRow[]> {
  const where = and(
    reachCondition(reachOf(user), { team: automaticRules.teamId }),
    input.state === undefined ? sql`${stateOf} <> 'archived'` : sql`${stateOf} = ${input.state}`,
  )
  return ruleRowsWhere(db, where, language, new Date())
}

/** A rule the user reaches, for a read; refused in the area's words when out of reach. */
async function readableRule(db: Reader, user: SignedInUser, ruleId: number) {
  const rule = await readRule(db, ruleId)
  assertMayOnRow(automaticRuleReads.detail.whoMay, user, { ownerId: rule.ownerId, teamId: rule.teamId })
  return rule
}

/** One rule with every version of its definition, oldest first. */
export async function readRuleDetail(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof ruleDetail.input>,
  language: Language,
): Promise<RuleDetail> {
  await readableRule(db, user, input.ruleId)
  const versions = await db
    .select({
      version: automaticRuleVersions.version,
      createdAt: automaticRuleVersions.createdAt,
      createdByName: nameOf(automaticRuleVersions.createdById),
    })
    .from(automaticRuleVersions)
    .where(eq(automaticRuleVersions.ruleId, input.ruleId))
    .orderBy(asc(automaticRuleVersions.version))
  return {
    ...(await ruleRowOf(db, input.ruleId, language)),
    versions: versions.map((version) => ({
      ...version,
      createdAt: version.createdAt.toISOString(),
      createdByName: version.createdByName ?? '',
    })),
  }
}

const instantInCursor = z.iso.datetime().refine((at) => at >= '1900')

const runKeyset: KeysetList<'startedAt', RawRun> = {
  tiebreak: automaticRuleRuns.id,
  tiebreakOf: (row) => row.id,
  tiebreakValue: z.uuid(),
  sorts: {
    startedAt: byColumn(automaticRuleRuns.startedAt, instantInCursor, (row) => row.startedAt.toISOString()),
  },
}

/** A page of a rule's runs (its execution records), newest first. */
export async function listRuleRuns(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof ruleRuns.input>,
  language: Language,
) {
  await readableRule(db, user, input.ruleId)
  const { query, pageOf } = pageQuery(
    runKeyset,
    () => selectRuns(db),
    input,
    eq(automaticRuleRuns.ruleId, input.ruleId),
  )
  const page = pageOf(await query)
  return { rows: page.rows.map((raw) => toRuleRun(raw, language)), nextCursor: page.nextCursor }
}

const runCaseColumns = {
  caseId: automaticRuleRunCases.caseId,
  caseNo: automaticRuleRunCases.caseNo,
  outcome: automaticRuleRunCases.outcome,
  reason: automaticRuleRunCases.reason,
  memberName: nameOf(automaticRuleRunCases.memberId),
  fromName: nameOf(automaticRuleRunCases.fromId),
}

const selectRunCases = (db: Reader) => db.select(runCaseColumns).from(automaticRuleRunCases).$dynamic()
type RawRunCase = Awaited<ReturnType<ReturnType<typeof selectRunCases>['execute']>>[number]

const runCaseKeyset: KeysetList<'caseNo', RawRunCase> = {
  tiebreak: automaticRuleRunCases.caseId,
  tiebreakOf: (row) => row.caseId,
  sorts: { caseNo: byColumn(automaticRuleRunCases.caseNo, z.string().max(40), (row) => row.caseNo) },
}

/** A page of one run's cases, moved or left, with the member each went to or was taken from. */
export async function listRunCases(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof ruleRunCases.input>,
) {
  const [run] = await db
    .select({ ruleId: automaticRuleRuns.ruleId })
    .from(automaticRuleRuns)
    .where(eq(automaticRuleRuns.id, input.runId))
  // A run that does not exist is its rule's: not found.
  await readableRule(db, user, run?.ruleId ?? 0)
  const { query, pageOf } = pageQuery(
    runCaseKeyset,
    () => selectRunCases(db),
    input,
    and(
      eq(automaticRuleRunCases.runId, input.runId),
      input.outcome === undefined ? undefined : eq(automaticRuleRunCases.outcome, input.outcome),
    ),
  )
  const page = pageOf(await query)
  // A kept list keys its rows by id: a run's case row is its case.
  return { rows: page.rows.map((row) => ({ id: row.caseId, ...row })), nextCursor: page.nextCursor }
}
