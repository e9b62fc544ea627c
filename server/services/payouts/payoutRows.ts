import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  PayoutBatch,
  PayoutLeftOut,
  PayoutLine,
  PayoutLineStatus,
  PayoutTotal,
} from '../../../contract/payouts.ts'
import { isInReach, reachOf } from '../../../contract/policy.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { payoutBatches, payoutLines } from '../../database/schema/payouts.ts'
import { teams } from '../../database/schema/system.ts'
import { reachCondition } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'

const answerer = alias(users, 'answerer')

/** The lines of members the caller reaches (the member owns their line, their team is the line's). */
export const linesInReach = (user: SignedInUser) =>
  reachCondition(reachOf(user), { owner: payoutLines.memberId, team: payoutLines.teamId })

export function selectLines(db: Database | Transaction) {
  return db
    .select({
      id: payoutLines.id,
      batchId: payoutLines.batchId,
      memberId: payoutLines.memberId,
      memberName: users.displayName,
      username: users.username,
      teamId: payoutLines.teamId,
      teamName: teams.name,
      amount: payoutLines.amount,
      currency: payoutLines.currency,
      account: payoutLines.account,
      status: payoutLines.status,
      reference: payoutLines.reference,
      reason: payoutLines.reason,
      answeredByName: answerer.displayName,
      answeredAt: payoutLines.answeredAt,
    })
    .from(payoutLines)
    .innerJoin(users, eq(users.id, payoutLines.memberId))
    .leftJoin(teams, eq(teams.id, payoutLines.teamId))
    .leftJoin(answerer, eq(answerer.id, payoutLines.answeredBy))
}

type SelectedLine = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number]

export const toPayoutLine = (row: SelectedLine): PayoutLine => ({
  ...row,
  answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
})

export async function payoutLineOf(db: Database | Transaction, lineId: number): Promise<PayoutLine> {
  const [row] = await selectLines(db).where(eq(payoutLines.id, lineId))
  return toPayoutLine(row!)
}

/** The lines added up per currency, in all and by status; never across currencies. */
export function totalsOf(lines: readonly { amount: number; currency: string; status: PayoutLineStatus }[]) {
  const totals = new Map<string, PayoutTotal>()
  for (const line of lines) {
    const total = totals.get(line.currency) ?? {
      currency: line.currency,
      lines: 0,
      amount: 0,
      pending: 0,
      succeed: 0,
      failed: 0,
      pendingAmount: 0,
      succeedAmount: 0,
      failedAmount: 0,
    }
    total.lines += 1
    total.amount += line.amount
    total[line.status] += 1
    total[`${line.status}Amount`] += line.amount
    totals.set(line.currency, total)
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency))
}

/** The batches with their lines the caller reaches: counts, totals, and the status derived from them. */
export async function batchesOf(
  db: Database | Transaction,
  user: SignedInUser,
  batchIds?: number[],
): Promise<PayoutBatch[]> {
  const batches = await db
    .select({
      id: payoutBatches.id,
      from: sql<string>`${payoutBatches.periodStart}::text`,
      to: sql<string>`${payoutBatches.periodEnd}::text`,
      madeById: payoutBatches.madeBy,
      madeByName: users.displayName,
      madeAt: payoutBatches.madeAt,
    })
    .from(payoutBatches)
    .innerJoin(users, eq(users.id, payoutBatches.madeBy))
    .where(batchIds ? inArray(payoutBatches.id, batchIds) : undefined)
    .orderBy(sql`${payoutBatches.periodStart} desc`, asc(payoutBatches.id))
  if (batches.length === 0) return []
  const lines = await db
    .select({
      batchId: payoutLines.batchId,
      amount: payoutLines.amount,
      currency: payoutLines.currency,
      status: payoutLines.status,
    })
    .from(payoutLines)
    .where(
      and(
        inArray(
          payoutLines.batchId,
          batches.map((b) => b.id),
        ),
        linesInReach(user),
      ),
    )
  return batches.map((batch) => {
    const own = lines.filter((line) => line.batchId === batch.id)
    const count = (status: PayoutLineStatus) => own.filter((line) => line.status === status).length
    return {
      id: batch.id,
      period: { from: batch.from, to: batch.to },
      madeById: batch.madeById,
      madeByName: batch.madeByName,
      madeAt: batch.madeAt.toISOString(),
      lines: own.length,
      pending: count('pending'),
      succeed: count('succeed'),
      failed: count('failed'),
      status: count('pending') > 0 ? 'pending' : 'done',
      totals: totalsOf(own),
    }
  })
}

/** One batch, its lines the caller reaches, and the members it left out whom the caller reaches. */
export async function detailsOf(db: Database | Transaction, user: SignedInUser, batchId: number) {
  const [batch] = await batchesOf(db, user, [batchId])
  if (!batch) return null
  const lines = await selectLines(db)
    .where(and(eq(payoutLines.batchId, batchId), linesInReach(user)))
    .orderBy(asc(teams.name), asc(users.displayName), asc(payoutLines.id))
  const [kept] = await db
    .select({ leftOut: payoutBatches.leftOut })
    .from(payoutBatches)
    .where(eq(payoutBatches.id, batchId))
  const reach = reachOf(user)
  const leftOut = ((kept?.leftOut ?? []) as (PayoutLeftOut & { teamId: number | null })[])
    .filter((member) => isInReach(reach, { ownerId: member.memberId, teamId: member.teamId }))
    .map(({ teamId: _, ...member }) => member)
  return { batch, lines: lines.map(toPayoutLine), leftOut }
}
