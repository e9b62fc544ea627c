import { isDeepStrictEqual } from 'node:util'
import { and, asc, count, desc, eq, gt } from 'drizzle-orm'
import type { z } from 'zod'
import type { Language } from '../../../contract/bilingual.ts'
import type { CaseDetail, transitionSchema } from '../../../contract/cases.ts'
import { isInReach, reachOf } from '../../../contract/policy.ts'
import { lifecycleOf, type StoredLifecycle } from '../../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../../machines/caseLifecycle.ts'
import { replayCase } from '../../../machines/caseReplay.ts'
import type { PasswordHasher } from '../../auth/passwords.ts'
import type { Database } from '../../database/connect.ts'
import { users } from '../../database/schema/accounts.ts'
import { transitions } from '../../database/schema/audit.ts'
import {
  cases,
  collectionRecords,
  customers,
  loanHistory,
  phoneReveals,
  repayments,
  todos,
} from '../../database/schema/cases.ts'
import { apps } from '../../database/schema/system.ts'
import { AppError } from '../../http/errors.ts'
import type { SignedInUser } from '../sessions.ts'
import { selectCaseRows, toCaseRow } from './caseRows.ts'
import { recordOf, todoOf } from './caseWrites.ts'
import { causesOfSteps } from './processCauses.ts'

/** The case if it exists and the user may see it: 404 when it does not exist, 403 when it is someone else's. */
async function visibleCase(db: Database, user: SignedInUser, caseId: number, language: Language) {
  const [raw] = await selectCaseRows(db, user.userId, language).where(eq(cases.id, caseId))
  if (!raw) throw new AppError('case.notFound')
  if (!isInReach(reachOf(user), raw)) throw new AppError('case.notYours')
  return raw
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString())

function loanStatus(loan: typeof loanHistory.$inferSelect): 'repaid' | 'open' | 'overdue' {
  if (loan.repaidAt) return 'repaid'
  return loan.dueDate < new Date().toISOString().slice(0, 10) ? 'overdue' : 'open'
}

export async function caseDetailFor(
  db: Database,
  user: SignedInUser,
  caseId: number,
  language: Language,
): Promise<CaseDetail> {
  const raw = await visibleCase(db, user, caseId, language)
  const [full] = await db
    .select()
    .from(cases)
    .innerJoin(customers, eq(customers.id, cases.customerId))
    .where(eq(cases.id, caseId))
  const { cases: loan, customers: customer } = full!
  const [records, caseTodos, payments, loans] = await Promise.all([
    db
      .select({ record: collectionRecords, author: users.displayName })
      .from(collectionRecords)
      .innerJoin(users, eq(users.id, collectionRecords.authorId))
      .where(eq(collectionRecords.caseId, caseId))
      .orderBy(desc(collectionRecords.createdAt))
      .limit(200),
    db
      .select({ todo: todos, author: users.displayName })
      .from(todos)
      .innerJoin(users, eq(users.id, todos.authorId))
      .where(eq(todos.caseId, caseId))
      .orderBy(asc(todos.dueAt)),
    db.select().from(repayments).where(eq(repayments.caseId, caseId)).orderBy(desc(repayments.paidAt)),
    db
      .select({ loan: loanHistory, appName: apps.name })
      .from(loanHistory)
      .innerJoin(apps, eq(apps.id, loanHistory.appId))
      .where(eq(loanHistory.customerId, loan.customerId))
      .orderBy(desc(loanHistory.borrowedAt)),
  ])
  return {
    row: toCaseRow(raw),
    orderNo: loan.orderNo,
    product: loan.product,
    applicationTime: loan.applicationAt.toISOString(),
    disbursalTime: loan.disbursedAt.toISOString(),
    loanTimes: loan.loanTimes,
    principal: loan.principal,
    rateBasisPoints: loan.rateBasisPoints,
    penalty: loan.penalty,
    cuts: loan.cuts,
    bankName: customer.bankName,
    bankAccount: `****${customer.bankAccount.slice(-4)}`,
    tenureDays: loan.tenureDays,
    registeredTime: customer.registeredAt.toISOString(),
    lastLoginTime: iso(customer.lastLoginAt),
    gender: customer.gender,
    age: new Date().getUTCFullYear() - customer.birthYear,
    profileImage: customer.profileImage,
    loanAgreement: loan.loanAgreement,
    customerType: customer.customerType,
    paymentCycle: customer.paymentCycle,
    nextPayday: customer.nextPayday,
    lifecycle: lifecycleOf(loan.lifecycle as StoredLifecycle),
    todos: caseTodos.map(({ todo, author }) => todoOf(todo, author)),
    collectionRecords: records.map(({ record, author }) => recordOf(record, author)),
    repayments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      amount: payment.amount,
      paidAt: payment.paidAt.toISOString(),
      reference: payment.reference,
    })),
    loans: loans.map(({ loan: past, appName }) => ({
      loanNo: past.loanNo,
      appName,
      principal: past.principal,
      borrowedAt: past.borrowedAt.toISOString(),
      dueDate: past.dueDate,
      repaidAt: iso(past.repaidAt),
      status: loanStatus(past),
    })),
  }
}

const revealWindowMs = 15 * 60_000
const revealFailuresAllowed = 5

/**
 * The full phone number after the extra verification of spec section 6: the caller answers with their
 * own password. Every attempt is logged; five wrong answers in 15 minutes lock reveals for a while.
 */
export async function revealPhoneFor(
  db: Database,
  hasher: PasswordHasher,
  user: SignedInUser,
  input: { caseId: number; answer: string },
  address: string,
  language: Language,
): Promise<{ phone: string }> {
  await visibleCase(db, user, input.caseId, language)
  const since = new Date(Date.now() - revealWindowMs)
  const [failures] = await db
    .select({ n: count() })
    .from(phoneReveals)
    .where(
      and(eq(phoneReveals.userId, user.userId), eq(phoneReveals.granted, false), gt(phoneReveals.at, since)),
    )
  if ((failures?.n ?? 0) >= revealFailuresAllowed)
    throw new AppError('auth.tooManyAttempts', { params: { seconds: revealWindowMs / 1000 } })
  const [account] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.userId))
  const granted = account ? await hasher.verify(account.hash, input.answer) : false
  await db.insert(phoneReveals).values({ caseId: input.caseId, userId: user.userId, granted, address })
  if (!granted) throw new AppError('case.revealRefused')
  const [row] = await db.select({ phone: cases.customerPhone }).from(cases).where(eq(cases.id, input.caseId))
  return { phone: row!.phone }
}

function stateText(stored: StoredLifecycle): string {
  if (typeof stored.value === 'string') return stored.value
  const open = (stored.value as { open: Record<string, string> }).open
  // jsonb does not keep key order: name the regions in the machine's own order.
  return ['repayment', 'deal', 'appointment', 'extension', 'delayedRepayment']
    .map((region) => open[region])
    .join(' · ')
}

/**
 * The recorded transitions of a case, whether replaying them (each through the machine version that
 * recorded it) reaches the stored state, and every step that machine refuses.
 */
export async function caseProcessFor(db: Database, user: SignedInUser, caseId: number, language: Language) {
  await visibleCase(db, user, caseId, language)
  const rows = await db
    .select({ transition: transitions, actor: users.displayName })
    .from(transitions)
    .leftJoin(users, eq(users.id, transitions.actorId))
    .where(and(eq(transitions.entityType, 'case'), eq(transitions.entityId, caseId)))
    .orderBy(asc(transitions.id))
  const [stored] = await db.select({ lifecycle: cases.lifecycle }).from(cases).where(eq(cases.id, caseId))
  const first = rows[0]?.transition.fromState as StoredLifecycle | undefined
  const steps = rows.map(({ transition }) => ({
    id: transition.id,
    machine: transition.machine,
    event: { type: transition.eventType, ...(transition.eventPayload as object) } as CaseLifecycleEvent,
  }))
  const replay = first ? replayCase(first, steps) : null
  const causes = await causesOfSteps(
    db,
    caseId,
    rows.map(({ transition }) => transition),
  )
  const list: z.infer<typeof transitionSchema>[] = rows.map(({ transition, actor }) => ({
    id: transition.id,
    at: transition.at.toISOString(),
    // Seeded history and payments from the payment system have no person behind them.
    actor: actor ?? (language === 'es' ? 'Sistema' : 'System'),
    event: transition.eventType,
    payload: transition.eventPayload as Record<string, unknown>,
    fromState: stateText(transition.fromState as StoredLifecycle),
    toState: stateText(transition.toState as StoredLifecycle),
    machine: transition.machine,
    cause: causes.get(transition.id) ?? null,
  }))
  return {
    transitions: list,
    replayMatches: replay ? isDeepStrictEqual(replay.reached, stored!.lifecycle) : true,
    refused: (replay?.refused ?? []).map(({ from, ...refusal }) => ({
      ...refusal,
      fromState: stateText(from),
    })),
  }
}
