import { and, eq } from 'drizzle-orm'
import { type RuleDefinition, ruleDefinitionObject } from '../../../contract/automaticRules.ts'
import type { StoredAutomaticRule } from '../../../machines/automaticRuleDecisions.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { automaticRules, automaticRuleVersions } from '../../database/schema/automaticRules.ts'
import { AppError } from '../../http/errors.ts'

/** A rule's row as its writes and runs read it: whose it is, the team it works in, its machine. */
export interface RuleRecord {
  id: number
  ownerId: number
  teamId: number | null
  lifecycle: StoredAutomaticRule
  activeSince: Date | null
}

const recordColumns = {
  id: automaticRules.id,
  ownerId: automaticRules.ownerId,
  teamId: automaticRules.teamId,
  lifecycle: automaticRules.lifecycle,
  activeSince: automaticRules.activeSince,
}

const asRecord = (row: { lifecycle: unknown } & Omit<RuleRecord, 'lifecycle'>): RuleRecord => ({
  ...row,
  lifecycle: row.lifecycle as StoredAutomaticRule,
})

/** The rule, locked until the transaction ends: its changes and the claims of its runs wait for each other. */
export async function lockRule(tx: Transaction, ruleId: number): Promise<RuleRecord> {
  const [row] = await tx
    .select(recordColumns)
    .from(automaticRules)
    .where(eq(automaticRules.id, ruleId))
    .for('update')
  if (!row) throw new AppError('automaticRule.notFound')
  return asRecord(row)
}

/** The rule as it is, for a read; refused as not found. */
export async function readRule(db: Database | Transaction, ruleId: number): Promise<RuleRecord> {
  const [row] = await db.select(recordColumns).from(automaticRules).where(eq(automaticRules.id, ruleId))
  if (!row) throw new AppError('automaticRule.notFound')
  return asRecord(row)
}

/** One version of a rule's definition, as saved (defaults of fields added since filled in). */
export async function definitionOf(
  db: Database | Transaction,
  ruleId: number,
  version: number,
): Promise<RuleDefinition> {
  const [row] = await db
    .select({ definition: automaticRuleVersions.definition })
    .from(automaticRuleVersions)
    .where(and(eq(automaticRuleVersions.ruleId, ruleId), eq(automaticRuleVersions.version, version)))
  if (!row) throw new Error(`rule ${ruleId} has no version ${version}`)
  return ruleDefinitionObject.parse(row.definition)
}
