import { and, asc, eq, exists, or, type SQL } from 'drizzle-orm'
import { type CaseFilterChoices, type CaseView, caseViews } from '../../../contract/cases.ts'
import type { Database } from '../../database/connect.ts'
import { cases, users } from '../../database/schema.ts'
import type { SignedInUser } from '../sessions.ts'
import { scopeCondition, scopeOf, viewCondition } from './caseScope.ts'

/** The cases the user may list: their scope, over the list views their menus open. */
function listableCases(user: SignedInUser): SQL | undefined {
  const views = (Object.keys(caseViews) as CaseView[]).filter((view) =>
    user.menuIdList.includes(caseViews[view]),
  )
  if (views.length === 0) return undefined
  return and(scopeCondition(scopeOf(user)), or(...views.map(viewCondition)))
}

/**
 * What the owner filter offers: the people who hold the cases the user may list, so a choice never
 * names a case the lists would not show. An `exists` per user (few of them), which the owner index
 * answers without reading every case.
 */
export async function caseFilterChoicesFor(db: Database, user: SignedInUser): Promise<CaseFilterChoices> {
  // A collector or seller lists only the cases allocated to them: an owner could not narrow that list.
  if (scopeOf(user).kind === 'own') return { owners: [] }
  const listable = listableCases(user)
  if (!listable) return { owners: [] }
  const owners = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(
      exists(
        db
          .select({ id: cases.id })
          .from(cases)
          .where(and(eq(cases.ownerId, users.id), listable)),
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id))
  return { owners }
}
