import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { payoutActions } from '../../../contract/payoutActions.ts'
import type {
  makePayoutBatch,
  markPayoutFailed,
  markPayoutSucceed,
  PayoutDetails,
  PayoutLeftOut,
  PayoutList,
} from '../../../contract/payouts.ts'
import { decidePayoutLine, newPayoutLine, type StoredPayoutLine } from '../../../machines/payoutDecisions.ts'
import type { PayoutLineEvent } from '../../../machines/payoutLine.ts'
import type { PayoutSettings, SalarySettings } from '../../config.ts'
import type { Database } from '../../database/connect.ts'
import { payoutBatches, payoutLines } from '../../database/schema/payouts.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { memberToday } from '../localDays.ts'
import { assertMayOnRow } from '../policy.ts'
import { periodsUpTo, salaryOfPeriod } from '../salary/index.ts'
import type { SignedInUser } from '../sessions.ts'
import { recordTransition, recordTransitionOfEach } from '../transitions.ts'
import { batchesOf, detailsOf, payoutLineOf } from './payoutRows.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

export interface PayoutDeps {
  db: Database
  salary: SalarySettings
  payouts: PayoutSettings
  startDay: number
}

/** The batches, and the salary periods a batch may be made for, each with its batch when it has one. */
export async function listPayouts(
  deps: PayoutDeps,
  user: SignedInUser,
  now = new Date(),
): Promise<PayoutList> {
  const batches = await batchesOf(deps.db, user)
  const byStart = new Map(batches.map((batch) => [batch.period.from, batch.id]))
  const periods = periodsUpTo(memberToday(now, user.timeZone), deps.startDay).map((period) => ({
    ...period,
    batchId: byStart.get(period.from) ?? null,
  }))
  return { batches, periods }
}

export async function payoutDetailsOf(deps: PayoutDeps, user: SignedInUser, batchId: number) {
  const details = await detailsOf(deps.db, user, batchId)
  if (!details) throw new AppError('payout.notFound')
  return details
}

/**
 * Makes a period's batch from its salary figures (as the maker reaches them): a pending line per
 * member and currency with a net above 0, paid from the company's account in that currency, each line's
 * making recorded; the members with nothing to pay listed as left out. Once per period.
 */
export function makeBatch(
  deps: PayoutDeps,
  user: SignedInUser,
  input: Input<typeof makePayoutBatch>,
): Promise<PayoutDetails> {
  return applyOnce(
    deps.db,
    { id: input.clientMutationId, userId: user.userId, path: 'payout.make', input },
    async (tx) => {
      const salary = await salaryOfPeriod(
        tx as unknown as Database,
        deps.salary,
        deps.startDay,
        user,
        input.period,
      )
      const [had] = await tx
        .select({ id: payoutBatches.id })
        .from(payoutBatches)
        .where(eq(payoutBatches.periodStart, salary.period.from))
      if (had) throw new AppError('payout.periodHasBatch', { data: { field: 'period' } })
      const paid = salary.rows.filter((row) => row.net > 0)
      if (paid.length === 0) throw new AppError('payout.nothingToPay')
      for (const row of paid)
        if (!deps.payouts.accounts[row.currency])
          throw new AppError('payout.noAccount', { params: { currency: row.currency } })
      const leftOut: (PayoutLeftOut & { teamId: number })[] = salary.rows
        .filter((row) => row.net <= 0)
        .map((row) => ({
          memberId: row.memberId,
          memberName: row.memberName,
          teamId: row.teamId,
          teamName: row.teamName,
          currency: row.currency,
          net: row.net,
        }))
      const [batch] = await tx
        .insert(payoutBatches)
        .values({
          periodStart: salary.period.from,
          periodEnd: salary.period.to,
          madeBy: user.userId,
          leftOut,
        })
        .returning({ id: payoutBatches.id })
      const event = { type: 'MAKE', madeBy: user.userId } as const
      const decision = decidePayoutLine(newPayoutLine(), event)
      if (!decision.allowed) throw new Error('a payout line is always made pending')
      const made = await tx
        .insert(payoutLines)
        .values(
          paid.map((row) => ({
            batchId: batch!.id,
            memberId: row.memberId,
            teamId: row.teamId,
            amount: row.net,
            currency: row.currency,
            account: deps.payouts.accounts[row.currency]!,
            status: 'pending' as const,
            lifecycle: decision.to,
          })),
        )
        .returning({ id: payoutLines.id })
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      await recordTransitionOfEach(
        tx,
        'payoutLine',
        made.map((line) => line.id),
        decision,
        event,
        actor,
      )
      const details = await detailsOf(tx, user, batch!.id)
      return details!
    },
  )
}

/** Records the bank's answer for a pending line: by a reviewer who reaches it and did not make its batch. */
function answerLine(
  deps: PayoutDeps,
  user: SignedInUser,
  key: { id: string; path: string; input: unknown; lineId: number },
  whoMay: typeof payoutActions.succeed.whoMay,
  event: PayoutLineEvent & { type: 'SUCCEED' | 'FAIL' },
) {
  return applyOnce(
    deps.db,
    { id: key.id, userId: user.userId, path: key.path, input: key.input },
    async (tx) => {
      const [line] = await tx
        .select({
          id: payoutLines.id,
          teamId: payoutLines.teamId,
          lifecycle: payoutLines.lifecycle,
          madeBy: payoutBatches.madeBy,
        })
        .from(payoutLines)
        .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
        .where(eq(payoutLines.id, key.lineId))
        .for('update', { of: payoutLines })
      if (!line) throw new AppError('payout.notFound')
      assertMayOnRow(whoMay, user, { ownerId: line.madeBy, teamId: line.teamId })
      const stored = line.lifecycle as StoredPayoutLine
      if (stored.value !== 'pending') throw new AppError('payout.answered')
      const decision = decidePayoutLine(stored, event)
      if (!decision.allowed) throw new AppError('payout.ownBatch')
      await tx
        .update(payoutLines)
        .set({
          status: decision.to.value as 'succeed' | 'failed',
          lifecycle: decision.to,
          answeredBy: user.userId,
          reference: decision.to.context.reference,
          reason: decision.to.context.reason,
          answeredAt: new Date(),
        })
        .where(eq(payoutLines.id, line.id))
      await recordTransition(tx, { type: 'payoutLine', id: line.id }, decision, event, {
        userId: user.userId,
        clientMutationId: key.id,
      })
      return payoutLineOf(tx, line.id)
    },
  )
}

export const markSucceed = (deps: PayoutDeps, user: SignedInUser, input: Input<typeof markPayoutSucceed>) =>
  answerLine(
    deps,
    user,
    { id: input.clientMutationId, path: 'payout.succeed', input, lineId: input.lineId },
    payoutActions.succeed.whoMay,
    { type: 'SUCCEED', reviewerId: user.userId, reference: input.reference },
  )

export const markFailed = (deps: PayoutDeps, user: SignedInUser, input: Input<typeof markPayoutFailed>) =>
  answerLine(
    deps,
    user,
    { id: input.clientMutationId, path: 'payout.fail', input, lineId: input.lineId },
    payoutActions.fail.whoMay,
    { type: 'FAIL', reviewerId: user.userId, reason: input.reason },
  )
