import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { CaseView } from '../../../contract/cases.ts'
import { roleIds } from '../../../contract/menus.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import type { SignedInUser } from '../sessions.ts'

export type Scope =
  | { kind: 'own'; userId: number }
  | { kind: 'team'; teamId: number | null }
  | { kind: 'all' }

/** Which cases a user may see: a collector or seller their own, a team leader their team's, others all. */
export function scopeOf(user: Pick<SignedInUser, 'userId' | 'roleId'> & { teamId: number | null }): Scope {
  if (user.roleId === roleIds.collector || user.roleId === roleIds.seller)
    return { kind: 'own', userId: user.userId }
  if (user.roleId === roleIds.teamLeader) return { kind: 'team', teamId: user.teamId }
  return { kind: 'all' }
}

export function scopeCondition(scope: Scope): SQL | undefined {
  if (scope.kind === 'own') return eq(cases.ownerId, scope.userId)
  if (scope.kind === 'team') return scope.teamId === null ? sql`false` : eq(cases.teamId, scope.teamId)
  return undefined
}

/** The rows a list view shows: all collection cases, the open ones being worked, or sale cases. */
export function viewCondition(view: CaseView): SQL | undefined {
  if (view === 'seller') return eq(cases.kind, 'sale')
  if (view === 'collection') return and(eq(cases.kind, 'collection'), sql`${cases.closedAt} is null`)
  return eq(cases.kind, 'collection')
}

export function isInScope(scope: Scope, row: { ownerId: number | null; teamId: number | null }): boolean {
  if (scope.kind === 'own') return row.ownerId === scope.userId
  if (scope.kind === 'team') return scope.teamId !== null && row.teamId === scope.teamId
  return true
}

/** The team of a user, for the team leader's scope. */
export const teamOfUser = (userId: number) =>
  sql`(select ${users.teamId} from ${users} where ${users.id} = ${userId})`
