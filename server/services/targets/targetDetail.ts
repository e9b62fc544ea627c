import { and, asc, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { targetReads } from '../../../contract/targetActions.ts'
import type { targetDetail } from '../../../contract/targets.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { targetChanges, targets } from '../../database/schema/targets.ts'
import { AppError } from '../../http/errors.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { rowFactsOf, selectTargetRows, targetPerson, toTargetRows } from './targetRows.ts'

/**
 * One target the caller reaches, with its recorded changes newest first, and for a team's target its
 * members' targets of the same period and currency.
 */
export async function readTargetDetail(
  db: Database,
  user: SignedInUser,
  input: z.output<typeof targetDetail.input>,
): Promise<z.output<typeof targetDetail.answer>> {
  const [raw] = await selectTargetRows(db).where(eq(targets.id, input.targetId))
  if (!raw) throw new AppError('target.notFound')
  assertMayOnRow(targetReads.detail.whoMay, user, rowFactsOf(raw))
  const now = new Date()
  const memberRaws =
    raw.kind === 'team'
      ? await selectTargetRows(db)
          .where(
            and(
              eq(targets.kind, 'person'),
              eq(targets.teamId, raw.teamId),
              eq(targets.periodStart, raw.periodStart),
              eq(targets.currency, raw.currency),
            ),
          )
          .orderBy(asc(targetPerson.displayName), asc(targets.id))
      : []
  const [rows, changes] = await Promise.all([
    toTargetRows(db, [raw, ...memberRaws], now, user.timeZone),
    db
      .select({
        changedByName: users.displayName,
        changedAt: targetChanges.changedAt,
        amountFrom: targetChanges.amountFrom,
        amountTo: targetChanges.amountTo,
        casesFrom: targetChanges.casesFrom,
        casesTo: targetChanges.casesTo,
      })
      .from(targetChanges)
      .innerJoin(users, eq(users.id, targetChanges.changedBy))
      .where(eq(targetChanges.targetId, raw.id))
      .orderBy(desc(targetChanges.changedAt), desc(targetChanges.id)),
  ])
  return {
    target: rows[0]!,
    members: rows.slice(1),
    changes: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
  }
}
