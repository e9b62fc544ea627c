import { and, asc, eq, exists, gt, inArray, or } from 'drizzle-orm'
import type { Language } from '../../../contract/bilingual.ts'
import { type CaseFilterChoices, type CaseView, caseViews } from '../../../contract/cases.ts'
import type { TeamType } from '../../../contract/system.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { caseListFigures, caseListHolders } from '../../database/schema/caseListFigures.ts'
import { teamTypes } from '../../database/schema/system.ts'
import type { SignedInUser } from '../sessions.ts'
import { keptScopeCondition, keptViewCondition } from './caseListFigures.ts'
import { scopeOf } from './caseScope.ts'

/** The kept rows of the cases the user may list: their scope, over the list views their menus open. */
function listableFigures(user: SignedInUser, kept: typeof caseListFigures | typeof caseListHolders) {
  const views = (Object.keys(caseViews) as CaseView[]).filter((view) =>
    user.menuIdList.includes(caseViews[view]),
  )
  if (views.length === 0) return undefined
  return and(
    gt(kept.cases, 0),
    keptScopeCondition(scopeOf(user), kept),
    or(...views.map((view) => keptViewCondition(view, kept))),
  )
}

/**
 * What the owner and team type filters offer: the people who hold, and the team types of, the cases
 * the user may list, so a choice never names a case the lists would not show. Read from the kept
 * figures (docs/decisions/0057): a few thousand holders by team, a few hundred team figures for the
 * team types, never the cases themselves.
 */
export async function caseFilterChoicesFor(
  db: Database,
  user: SignedInUser,
  language: Language,
): Promise<CaseFilterChoices> {
  // A collector or seller lists only the cases allocated to them, all from their own team: neither an
  // owner nor a team type could narrow that list, so neither filter is offered.
  if (scopeOf(user).kind === 'own') return { owners: [], teamTypes: [] }
  const byHolder = listableFigures(user, caseListHolders)
  const byTeam = listableFigures(user, caseListFigures)
  if (!byHolder || !byTeam) return { owners: [], teamTypes: [] }
  const holders = db.select({ ownerId: caseListHolders.ownerId }).from(caseListHolders).where(byHolder)
  const ofType = db
    .select({ teamTypeId: caseListFigures.teamTypeId })
    .from(caseListFigures)
    .where(and(eq(caseListFigures.teamTypeId, teamTypes.id), byTeam))
  const [owners, types] = await Promise.all([
    db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .where(inArray(users.id, holders))
      .orderBy(asc(users.displayName), asc(users.id)),
    db.select().from(teamTypes).where(exists(ofType)).orderBy(asc(teamTypes.id)),
  ])
  const teamTypeChoices: TeamType[] = types.map((type) => ({
    id: type.id,
    code: type.code,
    name: language === 'es' ? type.nameEs : type.nameEn,
  }))
  return { owners, teamTypes: teamTypeChoices }
}
