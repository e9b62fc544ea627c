import { eq } from 'drizzle-orm'
import { type SaleOrderEntry, saleOrderEntrySignedText } from '../../../contract/saleOrderEntries.ts'
import { decideCaseEvent, type StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { cases, saleOrderEntries } from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import { produce } from '../messages/index.ts'
import { isPlatformSignature, signPlatformText } from '../platformSignature.ts'
import { recordTransition } from '../transitions.ts'
import { inWriteTransaction } from '../writeTransaction.ts'

/** The hex HMAC-SHA256 of a telling with the shared secret, as the loan platform signs it. */
export function signSaleOrderEntry(entry: SaleOrderEntry, secret: string): string {
  return signPlatformText(saleOrderEntrySignedText(entry), secret)
}

/** Refuses a telling whose signature is not the secret's. */
export function checkSaleOrderEntrySignature(
  entry: SaleOrderEntry,
  signature: string | undefined,
  secret: string | undefined,
): void {
  if (!secret) throw new AppError('repayment.notConfigured')
  if (!isPlatformSignature(saleOrderEntrySignedText(entry), signature, secret))
    throw new AppError('saleOrder.badSignature')
}

/** A sale order that entered the app, for the seller who held it: what their kept figures count. */
export interface EnteredSaleOrder {
  personId: number
  at: Date
  currency: string
  appliedAmount: number
}

export interface TakenSaleOrderEntry {
  platformOrderId: string
  caseNo: string
  applied: boolean
  caseMoved: boolean
}

const sameEntry = (
  kept: { caseId: number; orderNo: string; appliedAmount: number; currency: string; enteredAt: Date },
  caseId: number,
  entry: SaleOrderEntry,
) =>
  kept.caseId === caseId &&
  kept.orderNo === entry.orderNo &&
  kept.appliedAmount === entry.appliedAmount &&
  kept.currency === entry.currency &&
  kept.enteredAt.getTime() === new Date(entry.enteredAt).getTime()

/**
 * Takes the loan platform's word that a sale order's customer entered the app, in one transaction:
 * kept once per platform order id, counted for the seller holding the case at that moment, recorded on
 * the case through its lifecycle (SALE_ORDER_ENTERED_APP, by the system) and told to that seller
 * (SELL_ORDER_ENTERED_APP). Told again, nothing changes (applied: false). An unknown case, a
 * collection case or another currency than the brand's is refused naming the field.
 */
export function takeSaleOrderEntry(
  db: Database,
  entry: SaleOrderEntry,
  /**
   * Counts the entry in the seller's kept figures, in this transaction (the dashboards area's
   * countSaleEntry, handed in: dashboards reads this area's table, so this area does not import it).
   */
  countEntry: (tx: Transaction, change: EnteredSaleOrder) => Promise<void>,
): Promise<TakenSaleOrderEntry> {
  return inWriteTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({
        id: cases.id,
        kind: cases.kind,
        lifecycle: cases.lifecycle,
        ownerId: cases.ownerId,
        teamId: cases.teamId,
        caseNo: cases.caseNo,
        customerName: cases.customerName,
        currency: apps.currency,
      })
      .from(cases)
      .innerJoin(apps, eq(apps.id, cases.appId))
      .where(eq(cases.caseNo, entry.caseNo))
      .for('update', { of: cases })
    if (!locked) throw new AppError('saleOrder.caseNotFound', { data: { field: 'caseNo' } })
    const answer = (applied: boolean, caseMoved: boolean): TakenSaleOrderEntry => ({
      platformOrderId: entry.platformOrderId,
      caseNo: locked.caseNo,
      applied,
      caseMoved,
    })
    // The case is locked, so a second telling of the same order waits here and then finds it.
    const [kept] = await tx
      .select({
        caseId: saleOrderEntries.caseId,
        orderNo: saleOrderEntries.orderNo,
        appliedAmount: saleOrderEntries.appliedAmount,
        currency: saleOrderEntries.currency,
        enteredAt: saleOrderEntries.enteredAt,
      })
      .from(saleOrderEntries)
      .where(eq(saleOrderEntries.platformOrderId, entry.platformOrderId))
    if (kept) {
      if (!sameEntry(kept, locked.id, entry)) throw new AppError('saleOrder.reused')
      return answer(false, false)
    }
    if (locked.kind !== 'sale') throw new AppError('saleOrder.notSale', { data: { field: 'caseNo' } })
    if (entry.currency !== locked.currency)
      throw new AppError('saleOrder.currency', { data: { field: 'currency' } })
    const enteredAt = new Date(entry.enteredAt)
    // Told for another case at the same moment, the other telling may have taken the id meanwhile.
    const recorded = await tx
      .insert(saleOrderEntries)
      .values({
        platformOrderId: entry.platformOrderId,
        caseId: locked.id,
        orderNo: entry.orderNo,
        appliedAmount: entry.appliedAmount,
        currency: entry.currency,
        enteredAt,
        sellerId: locked.ownerId,
      })
      .onConflictDoNothing({ target: saleOrderEntries.platformOrderId })
      .returning({ id: saleOrderEntries.id })
    if (recorded.length === 0) throw new AppError('saleOrder.reused')
    if (locked.ownerId !== null) {
      await countEntry(tx, {
        personId: locked.ownerId,
        at: enteredAt,
        currency: entry.currency,
        appliedAmount: entry.appliedAmount,
      })
      await produce.sellOrderEnteredApp(
        tx,
        { userId: locked.ownerId, caseId: locked.id },
        { caseNo: locked.caseNo, customerName: locked.customerName, orderNo: entry.orderNo },
      )
    }
    const event = { type: 'SALE_ORDER_ENTERED_APP', orderNo: entry.orderNo } as const
    const decision = decideCaseEvent(locked.lifecycle as StoredLifecycle, event)
    // The customer's entry is a fact; a closed case keeps it without a transition.
    if (!decision.allowed) return answer(true, false)
    // The event moves no state and no column (the machine records it only): the transition is the
    // whole of it, by the system, naming the platform's order for the audit.
    await recordTransition(tx, { type: 'case', id: locked.id }, decision, event, {
      userId: null,
      clientMutationId: entry.platformOrderId,
    })
    return answer(true, true)
  })
}
