// The control door's message events (scripts/e2eControl.ts): what in the product comes from the loan
// platform or from areas not built yet (seller orders, OTP applications), made here the way they will
// make it, so the browser tests see messages produced by events, never written by hand.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { RepaymentNotice } from '../contract/repayments.ts'
import type { Database } from '../server/database/connect.ts'
import { users } from '../server/database/schema/accounts.ts'
import { cases, saleOrderEntries } from '../server/database/schema/cases.ts'
import { messages } from '../server/database/schema/messages.ts'
import { apps } from '../server/database/schema/system.ts'
import { produce } from '../server/services/messages/producers.ts'
import { postRepaymentNotice, postSaleOrderEntry } from './repaymentNotice.ts'

/** Where the product server listens and the secret it checks repayment notices with. */
export interface RepaymentDoor {
  serverPort: number
  secret: string
}

/** Signs a repayment of `amount` on a case and sends it to the product's own notify route, as the platform does. */
export async function notifyRepaymentOf(
  db: Database,
  door: RepaymentDoor,
  caseId: number,
  amount: number,
  linkReference?: string,
): Promise<unknown> {
  const [row] = await db.select({ caseNo: cases.caseNo }).from(cases).where(eq(cases.id, caseId))
  if (!row) throw new Error(`no case ${caseId}`)
  const notice: RepaymentNotice = {
    repaymentId: `E2E-${caseId}-${Date.now()}`,
    caseNo: row.caseNo,
    amount,
    kind: 'normal',
    paidAt: new Date().toISOString(),
    ...(linkReference ? { linkReference } : {}),
  }
  return postRepaymentNotice(`http://127.0.0.1:${door.serverPort}`, notice, door.secret)
}

/**
 * Tells the product, as the loan platform does (signed, to its own route), that the customer of one of
 * the seller's open sale orders that had not entered the app yet entered it, applying for `amount`.
 */
export async function notifySaleOrderEnteredOf(
  db: Database,
  door: RepaymentDoor,
  username: string,
  amount: number,
): Promise<{ caseNo: string; answer: unknown }> {
  const [sale] = await db
    .select({ caseNo: cases.caseNo, currency: apps.currency })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.ownerId))
    .innerJoin(apps, eq(apps.id, cases.appId))
    .where(
      and(
        eq(users.username, username),
        eq(cases.kind, 'sale'),
        isNull(cases.closedAt),
        sql`not exists (select 1 from ${saleOrderEntries} where ${saleOrderEntries.caseId} = ${cases.id})`,
      ),
    )
    .orderBy(sql`${cases.id} desc`)
    .limit(1)
  if (!sale) throw new Error(`${username} has no sale order left that has not entered the app`)
  const stamp = Date.now()
  const answer = await postSaleOrderEntry(
    `http://127.0.0.1:${door.serverPort}`,
    {
      platformOrderId: `E2E-ORD-${sale.caseNo}-${stamp}`,
      caseNo: sale.caseNo,
      orderNo: `LN-E2E-${stamp}`,
      appliedAmount: amount,
      currency: sale.currency,
      enteredAt: new Date().toISOString(),
    },
    door.secret,
  )
  return { caseNo: sale.caseNo, answer }
}

/** The events a test may raise for a user, each through its producer. */
export const messageEvents = [
  'sellOrderEnteredApp',
  'caseStatistics',
  'otpApplication',
  'divisionCompleted',
] as const
export type MessageEvent = (typeof messageEvents)[number]

let eventCount = 0

/** Raises one event for a user; a seller's order names one of her sale cases. */
export async function raiseMessageEvent(db: Database, username: string, event: MessageEvent): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!user) throw new Error(`no user ${username}`)
  const userId = user.id
  const n = ++eventCount
  await db.transaction(async (tx) => {
    if (event === 'sellOrderEnteredApp') {
      const [sale] = await tx
        .select({ id: cases.id, caseNo: cases.caseNo, name: cases.customerName })
        .from(cases)
        .where(and(eq(cases.ownerId, userId), eq(cases.kind, 'sale')))
        .limit(1)
      if (!sale) throw new Error(`${username} has no sale case`)
      await produce.sellOrderEnteredApp(
        tx,
        { userId, caseId: sale.id },
        { caseNo: sale.caseNo, customerName: sale.name, orderNo: `ORD-E2E-${n}` },
      )
    } else if (event === 'caseStatistics') {
      await produce.caseStatistics(
        tx,
        { userId },
        { day: `2026-01-${String(n).padStart(2, '0')}`, dueToday: 4, appointmentsToday: 1, promised: [] },
      )
    } else if (event === 'otpApplication') {
      await produce.otpApplication(
        tx,
        { userId, applicationId: 9000 + n },
        { applicantName: 'Chinedu Okafor', cardNumber: '+2348000000001', status: 'pending', reason: null },
      )
    } else {
      await produce.divisionCompleted(
        tx,
        { userId, allocationId: `E2E-${n}` },
        { caseCount: 20, teamName: 'Lagos A' },
      )
    }
  })
}

/**
 * Marks every message of a user read, as if she had read them all: a test that counts what one event
 * brings starts from none unread, whichever specs ran on this database before it (or itself, repeated).
 */
export async function readEveryMessage(db: Database, username: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!user) throw new Error(`no user ${username}`)
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.userId, user.id), isNull(messages.readAt)))
}
