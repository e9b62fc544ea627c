import { and, asc, eq, exists, or, type SQL } from 'drizzle-orm'
import type { Language } from '../../../contract/bilingual.ts'
import { type CaseFilterChoices, type CaseView, caseViews } from '../../../contract/cases.ts'
import type { TeamType } from '../../../contract/system.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { cases } from '../../database/schema/cases.ts'
import { teamTypes } from '../../database/schema/system.ts'
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
 * What the owner and team type filters offer: the people who hold, and the team types of, the cases
 * the user may list, so a choice never names a case the lists would not show. Each is an `exists` per
 * user or team type (few of them), which the owner index answers without reading every case.
 */
export async function caseFilterChoicesFor(
  db: Database,
  user: SignedInUser,
  language: Language,
): Promise<CaseFilterChoices> {
  // A collector or seller lists only the cases allocated to them, all from their own team: neither an
  // owner nor a team type could narrow that list, so neither filter is offered.
  if (scopeOf(user).kind === 'own') return { owners: [], teamTypes: [] }
  const listable = listableCases(user)
  if (!listable) return { owners: [], teamTypes: [] }
  const casesWhere = (condition: SQL) =>
    exists(db.select({ id: cases.id }).from(cases).where(and(condition, listable)))
  const [owners, types] = await Promise.all([
    db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .where(casesWhere(eq(cases.ownerId, users.id)))
      .orderBy(asc(users.displayName), asc(users.id)),
    db
      .select()
      .from(teamTypes)
      .where(casesWhere(eq(cases.teamTypeId, teamTypes.id)))
      .orderBy(asc(teamTypes.id)),
  ])
  const teamTypeChoices: TeamType[] = types.map((type) => ({
    id: type.id,
    code: type.code,
    name: language === 'es' ? type.nameEs : type.nameEn,
  }))
  return { owners, teamTypes: teamTypeChoices }
}
