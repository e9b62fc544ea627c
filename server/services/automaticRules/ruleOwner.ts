import { eq } from 'drizzle-orm'
import type { RuleDefinition } from '../../../contract/automaticRules.ts'
import { menuIds } from '../../../contract/menus.ts'
import { isInReach, type PolicyActor, type RowFacts, reachOf } from '../../../contract/policy.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { roles, users } from '../../database/schema/accounts.ts'

/** The owner of a rule as a run acts for them: who they are now, not when the rule was made. */
export interface RuleOwner extends PolicyActor {
  name: string
  active: boolean
}

/**
 * The team a rule works in, the policy's row team: the team it allocates to, else the team it takes
 * cases from; null for a retrieval across teams, which only those over the teams reach.
 */
export const ruleTeamOf = (rule: Pick<RuleDefinition, 'action' | 'toTeamId' | 'inTeamId'>): number | null =>
  (rule.action === 'allocate' ? rule.toTeamId : rule.inTeamId) ?? null

export async function ruleOwnerOf(tx: Database | Transaction, ownerId: number): Promise<RuleOwner> {
  const [owner] = await tx
    .select({
      userId: users.id,
      name: users.displayName,
      roleId: users.roleId,
      teamId: users.teamId,
      menuIdList: roles.menuIds,
      status: users.status,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, ownerId))
  if (!owner) throw new Error(`the owner ${ownerId} of a rule does not exist`)
  const { status, ...facts } = owner
  return { ...facts, active: status === 'active' }
}

/**
 * A rule as the policy reads it to keep it: its owner, the team it works in and the reach its runs
 * act with, its owner's now (contract/policy.ts 'actsInReach').
 */
export const ruleFactsFor = (
  rule: { ownerId: number; teamId: number | null },
  owner: PolicyActor,
): RowFacts => ({
  ownerId: rule.ownerId,
  teamId: rule.teamId,
  ownerReach: reachOf(owner),
})

/** ruleFactsFor, the owner read as they are now. */
export async function ruleFactsOf(
  tx: Database | Transaction,
  rule: { ownerId: number; teamId: number | null },
): Promise<RowFacts> {
  return ruleFactsFor(rule, await ruleOwnerOf(tx, rule.ownerId))
}

/**
 * Whether the owner may still run their rule as they made it: enabled, still opening the automatic
 * rules, and reaching the rule's team (a team leader moved to another team no longer does).
 */
export function ownerMayRun(owner: RuleOwner, ruleTeamId: number | null): boolean {
  const reach = reachOf(owner)
  return (
    owner.active &&
    owner.menuIdList.includes(menuIds.automaticalRules) &&
    reach.kind !== 'own' &&
    isInReach(reach, { teamId: ruleTeamId })
  )
}
