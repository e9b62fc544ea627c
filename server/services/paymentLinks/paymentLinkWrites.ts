import { randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { writeMoney } from '../../../contract/money.ts'
import { paymentLinkActions, paymentLinkReads } from '../../../contract/paymentLinkActions.ts'
import {
  type cancelPaymentLink,
  type generatePaymentLink,
  merchantFee,
  type PaymentLinkRow,
} from '../../../contract/paymentLinks.ts'
import type { StoredLifecycle } from '../../../machines/caseDecisions.ts'
import {
  decidePaymentLink,
  newPaymentLink,
  type StoredPaymentLink,
} from '../../../machines/paymentLinkDecisions.ts'
import { feeTermsOf, type PaymentLinkSettings } from '../../config.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { cases } from '../../database/schema/cases.ts'
import { paymentLinks } from '../../database/schema/paymentLinks.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { applyOnce } from '../clientMutations.ts'
import { assertMayOnRow } from '../policy.ts'
import type { SignedInUser } from '../sessions.ts'
import { recordTransition } from '../transitions.ts'
import { applyLinkEvent, expireStaleOnCase } from './paymentLinkLife.ts'
import { paymentLinkRowOf, selectPaymentLinks, toPaymentLinkRow } from './paymentLinkRows.ts'

type Input<E extends { input: z.ZodType }> = z.output<E['input']>

/** A case as a link is drawn on it, locked for the write that makes or ends one when `lock` is set. */
async function linkCaseOf(db: Database | Transaction, caseId: number, lock: boolean) {
  const query = db
    .select({
      id: cases.id,
      ownerId: cases.ownerId,
      teamId: cases.teamId,
      lifecycle: cases.lifecycle,
      currency: apps.currency,
    })
    .from(cases)
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(eq(cases.id, caseId))
  const [row] = lock ? await query.for('update', { of: cases }) : await query
  if (!row) throw new AppError('case.notFound')
  return { ...row, lifecycle: row.lifecycle as StoredLifecycle }
}

/** What a case still owes by its lifecycle (the amounts' one truth); nothing once it is closed. */
function owedBy(lifecycle: StoredLifecycle): number {
  if (lifecycle.value === 'closed') return 0
  const { amountDue, paidAmount, cutAmount } = lifecycle.context
  return Math.max(0, amountDue - paidAmount - cutAmount)
}

/** 128 random bits, URL-safe: nobody reaches a link, nor pays another's, by guessing its reference. */
const newReference = () => `PL${randomBytes(16).toString('base64url')}`

/** A case's payment links, newest first, and what a new one may be for. */
export async function linkSheet(
  db: Database,
  settings: PaymentLinkSettings,
  user: SignedInUser,
  caseId: number,
) {
  const found = await linkCaseOf(db, caseId, false)
  assertMayOnRow(paymentLinkReads.sheet.whoMay, user, found)
  const links = await selectPaymentLinks(db)
    .where(eq(paymentLinks.caseId, caseId))
    .orderBy(desc(paymentLinks.generatedAt), desc(paymentLinks.id))
    .limit(50)
  return {
    currency: found.currency,
    remaining: owedBy(found.lifecycle),
    minAmount: settings.minAmount,
    fee: feeTermsOf(settings, found.currency),
    expiresAfterHours: settings.expiresAfterMs / 3_600_000,
    links: links.map(toPaymentLinkRow),
  }
}

/**
 * Makes a link on a case: in reach of its maker, open, without another active link (one that outlived
 * its life expires first), for at least the minimum and at most what the case still owes. The fee is
 * drawn from the settings now and kept with the link.
 */
export function generateLink(
  db: Database,
  settings: PaymentLinkSettings,
  user: SignedInUser,
  input: Input<typeof generatePaymentLink>,
): Promise<PaymentLinkRow> {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'paymentLink.generate', input },
    async (tx) => {
      const found = await linkCaseOf(tx, input.caseId, true)
      assertMayOnRow(paymentLinkActions.generate.whoMay, user, found)
      if (found.lifecycle.value === 'closed') throw new AppError('case.closed')
      await expireStaleOnCase(tx, found.id)
      const [active] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentLinks)
        .where(and(eq(paymentLinks.caseId, found.id), eq(paymentLinks.status, 'active')))
      const event = { type: 'GENERATE', generatedBy: user.userId, activeOnCase: active?.n ?? 0 } as const
      const decision = decidePaymentLink(newPaymentLink(), event)
      if (!decision.allowed) throw new AppError('paymentLink.activeAlready')
      const most = owedBy(found.lifecycle)
      if (most < settings.minAmount) throw new AppError('paymentLink.nothingOwed')
      if (input.amount < settings.minAmount || input.amount > most)
        throw new AppError('paymentLink.betweenBounds', {
          params: {
            min: writeMoney(settings.minAmount, found.currency, 'en-US'),
            max: writeMoney(most, found.currency, 'en-US'),
          },
          data: { field: 'amount' },
        })
      const reference = newReference()
      const [made] = await tx
        .insert(paymentLinks)
        .values({
          caseId: found.id,
          generatedBy: user.userId,
          reference,
          url: `${settings.baseUrl}/${reference}`,
          amount: input.amount,
          fee: merchantFee(input.amount, feeTermsOf(settings, found.currency)),
          currency: found.currency,
          status: 'active',
          lifecycle: decision.to,
          expiresAt: sql`now() + ${`${settings.expiresAfterMs} milliseconds`}::interval`,
        })
        .returning({ id: paymentLinks.id })
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      await recordTransition(tx, { type: 'paymentLink', id: made!.id }, decision, event, actor)
      return paymentLinkRowOf(tx, made!.id)
    },
  )
}

/** Cancels an active link of a case the user works; an ended one is refused, naming that it ended. */
export function cancelLink(db: Database, user: SignedInUser, input: Input<typeof cancelPaymentLink>) {
  return applyOnce(
    db,
    { id: input.clientMutationId, userId: user.userId, path: 'paymentLink.cancel', input },
    async (tx) => {
      const [named] = await tx
        .select({ caseId: paymentLinks.caseId })
        .from(paymentLinks)
        .where(eq(paymentLinks.id, input.linkId))
      if (!named) throw new AppError('paymentLink.notFound')
      // The case first, as every link write locks: a cancel and a payment on one case follow one another.
      const found = await linkCaseOf(tx, named.caseId, true)
      assertMayOnRow(paymentLinkActions.cancel.whoMay, user, found)
      await expireStaleOnCase(tx, found.id)
      const [link] = await tx
        .select({ lifecycle: paymentLinks.lifecycle })
        .from(paymentLinks)
        .where(eq(paymentLinks.id, input.linkId))
        .for('update')
      const actor = { userId: user.userId, clientMutationId: input.clientMutationId }
      const cancelled = await applyLinkEvent(
        tx,
        input.linkId,
        link!.lifecycle as StoredPaymentLink,
        { type: 'CANCEL', cancelledBy: user.userId },
        actor,
      )
      if (!cancelled) throw new AppError('paymentLink.ended')
      return paymentLinkRowOf(tx, input.linkId)
    },
  )
}
