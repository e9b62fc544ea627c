import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { CaseView } from '../../../contract/cases.ts'
import { type Reach, reachOf } from '../../../contract/policy.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { reachCondition } from '../policy.ts'

/** Which cases a user sees: the policy's reach (contract/policy.ts), on the case's holder and team. */
export type Scope = Reach
export const scopeOf = reachOf

export const scopeCondition = (scope: Scope): SQL | undefined =>
  reachCondition(scope, { owner: cases.ownerId, team: cases.teamId })

/** The rows a list view shows: all collection cases, the open ones being worked, or sale cases. */
export function viewCondition(view: CaseView): SQL | undefined {
  if (view === 'seller') return eq(cases.kind, 'sale')
  if (view === 'collection') return and(eq(cases.kind, 'collection'), sql`${cases.closedAt} is null`)
  return eq(cases.kind, 'collection')
}

/** The team of a user, for the team leader's scope. */
export const teamOfUser = (userId: number) =>
  sql`(select ${users.teamId} from ${users} where ${users.id} = ${userId})`
