import { randomUUID } from 'node:crypto'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { passAmountCut, requestAmountCut } from '../../contract/amountCuts.ts'
import { allocateCases, retrieveCases } from '../../contract/caseAllocation.ts'
import {
  addCollectionRecord,
  addTodo,
  type CaseMark,
  caseMarks,
  markCase,
  setTodoDone,
} from '../../contract/cases.ts'
import { roleIds } from '../../contract/menus.ts'
import { notifyRepayment, repaymentSignatureHeader } from '../../contract/repayments.ts'
import { notifySaleOrderEntered, saleOrderEntrySignatureHeader } from '../../contract/saleOrderEntries.ts'
import { initialLifecycle, type Lifecycle, lifecycleFromSummary } from '../../machines/caseDecisions.ts'
import {
  type CaseLifecycleContext,
  type CaseLifecycleEvent,
  caseLifecycleMachine,
  maxPinnedCases,
} from '../../machines/caseLifecycle.ts'
import { users } from '../../server/database/schema/accounts.ts'
import { amountCuts } from '../../server/database/schema/amountCuts.ts'
import { cases, pins } from '../../server/database/schema/cases.ts'
import { apps, teams } from '../../server/database/schema/system.ts'
import { AppError } from '../../server/http/errors.ts'
import { signRepaymentNotice } from '../../server/services/repayments/notifiedRepayment.ts'
import { signSaleOrderEntry } from '../../server/services/sellersPerformance/index.ts'
import { applyAsService, aRecord, caseSupply } from '../support/caseFixtures.ts'
import { type Answer, playPathsOnService, type ServicePlay } from '../support/servicePaths.ts'
import { freshTeam, write } from '../support/simOffice.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

// The case lifecycle's graph played against the real service (issue 27), on paths that take every
// transition: a case of a new team's member, worked by whoever holds it (its member, or the manager
// once it is taken back), allocated and taken back by the manager, paid through the loan platform's
// signed notice, cut by a reviewer passing a cut asked for on it, told of its sale order's customer.
// Delays and closing have no route: nothing in the service applies them yet but the seed, so they go
// through applyCaseEvent, the one function every case write of the service goes through.

const secret = 'test-notify-secret'
let server: TestServer
let take: ReturnType<typeof caseSupply>
let manager: { userId: number; token: string }
/** Cases to pin, so a sender holds as many other pins as an event says. */
let otherCases: number[]
beforeAll(async () => {
  server = await startTestServer({ repaymentNotifySecret: secret })
  take = caseSupply(server)
  const account = await server.newAccount({ roleId: roleIds.manager })
  manager = { userId: account.userId, token: await server.signInAs(account.username) }
  otherCases = await take(maxPinnedCases)
})
afterAll(() => server?.close())

/** What the case owes in the model and on the case each path works: a loan of 400.00, charges of 600.00. */
const amountDue = 100_000
const loan = { amount: amountDue, principal: 40_000, penalty: 30_000 }
/** The cut asked for on each case as its path starts; the model's AMOUNT_CUT is its review passing it. */
const cut = 10_000
/** A part payment, told while more than it remains: the platform never tells more than a case owes. */
const part = 45_000
/** Money told for a case owing nothing: within the platform's margin, so it is recorded, not refused. */
const late = 5_000
const bookedAt = new Date(Date.now() + 3 * 86_400_000).toISOString()

const remainingOf = (context: CaseLifecycleContext) =>
  context.amountDue - context.paidAmount - context.cutAmount

const markEvents = caseMarks.filter((mark) => mark !== 'PIN').map((type) => ({ type }))

/** The events the model sends to a collection case in a state: amounts drawn from what it owes there. */
function collectionEventsIn(snapshot: AnyMachineSnapshot): CaseLifecycleEvent[] {
  const context = snapshot.context as CaseLifecycleContext
  const remaining = remainingOf(context)
  const paid = (amount: number) => ({ type: 'REPAYMENT_RECEIVED', amount, kind: 'normal' }) as const
  return [
    ...(remaining > part ? [paid(part)] : []),
    paid(remaining > 0 ? remaining : late),
    // One cut is asked for on each case: passed once, it is not there to pass again.
    ...(context.cutAmount === 0 ? [{ type: 'AMOUNT_CUT', amount: cut, cutId: 1 } as const] : []),
    { type: 'DELAY_APPROVED' },
    { type: 'DELAY_LAPSED' },
    // The marks a case takes (contract/cases.ts); a pin as the sender's first, and past the limit.
    ...markEvents,
    { type: 'PIN', pinnedByUser: 0 },
    { type: 'PIN', pinnedByUser: maxPinnedCases },
    { type: 'BOOK_APPOINTMENT', at: bookedAt },
    { type: 'ADD_COLLECTION_RECORD' },
    { type: 'ADD_TODO' },
    { type: 'COMPLETE_TODO' },
    { type: 'REOPEN_TODO' },
    { type: 'ALLOCATE', teamId: 0, ownerId: 0, way: 'manual' },
    { type: 'RETRIEVE' },
    { type: 'CLOSE', reason: 'retrieved' },
  ]
}

/**
 * Only a sale case's customer enters the app for its order, and sale cases are not allocated in All
 * cases: the order's telling is played on a sale case of its own, before and after it is closed.
 */
const saleEvents: CaseLifecycleEvent[] = [
  { type: 'SALE_ORDER_ENTERED_APP', orderNo: 'LN-884120' },
  { type: 'CLOSE', reason: 'retrieved' },
]

interface Member {
  userId: number
  token: string
}

interface WorkedCase {
  caseId: number
  caseNo: string
  currency: string
  teamId: number
  members: [Member, Member]
  /** Who holds the case now: one of its members, or nobody once taken back. */
  holder: Member | null
  todoId: number
  cutId: number
}

/** A new member of the team, of the role that holds this kind of case. */
async function memberIn(teamId: number, kind: 'collection' | 'sale'): Promise<Member> {
  const account = await server.newAccount({ roleId: kind === 'sale' ? roleIds.seller : roleIds.collector })
  await server.db.update(users).set({ teamId }).where(eq(users.id, account.userId))
  return { userId: account.userId, token: await server.signInAs(account.username) }
}

/**
 * A case from the seed, as new: open, unpaid, nothing marked, owing the model's amounts, held by the
 * first of a new team's two members (every day a duty day, so both may be allocated to), with a to-do
 * on it and a cut asked for, waiting for review.
 */
async function newCase(kind: 'collection' | 'sale'): Promise<WorkedCase> {
  const [caseId] = await take(
    1,
    eq(cases.kind, kind),
    eq(cases.status, 'unpaid'),
    isNull(cases.closedAt),
    isNull(cases.appointmentAt),
    eq(cases.deal, false),
    eq(cases.extensionActive, false),
    eq(cases.delayedRepaymentOffered, false),
    sql`not exists (select 1 from ${amountCuts} where ${amountCuts.caseId} = ${cases.id})`,
  )
  const teamId = await freshTeam(server)
  await server.db
    .update(teams)
    .set({ dutyDays: [1, 2, 3, 4, 5, 6, 7] })
    .where(eq(teams.id, teamId))
  const members: [Member, Member] = [await memberIn(teamId, kind), await memberIn(teamId, kind)]
  const [row] = await server.db
    .update(cases)
    .set({
      ...loan,
      paidAmount: 0,
      cuts: 0,
      teamId,
      ownerId: members[0].userId,
      lifecycle: initialLifecycle(amountDue),
    })
    .where(eq(cases.id, caseId!))
    .returning({ caseNo: cases.caseNo, appId: cases.appId })
  const [app] = await server.db.select({ currency: apps.currency }).from(apps).where(eq(apps.id, row!.appId))
  const as = { token: members[0].token }
  const todo = await server.call(
    addTodo,
    { caseId: caseId!, text: 'Call back after lunch', dueAt: bookedAt, ...write() },
    as,
  )
  const asked = await server.call(
    requestAmountCut,
    { caseId: caseId!, kind: 'normal', amount: cut, remark: 'Promised the rest Friday', ...write() },
    as,
  )
  expect([todo.status, asked.status]).toEqual([200, 200])
  return {
    caseId: caseId!,
    caseNo: row!.caseNo,
    currency: app!.currency,
    teamId,
    members,
    holder: members[0],
    todoId: todo.body.data.todo.id,
    cutId: asked.body.data.id,
  }
}

/** The sender holds exactly this many pins on other cases while the call is made. */
async function withOtherPins<T>(userId: number, caseId: number, count: number, call: () => Promise<T>) {
  const others = and(eq(pins.userId, userId), ne(pins.caseId, caseId))
  await server.db.delete(pins).where(others)
  if (count > 0)
    await server.db
      .insert(pins)
      .values(otherCases.slice(0, count).map((other) => ({ userId, caseId: other })))
  const answer = await call()
  await server.db.delete(pins).where(others)
  return answer
}

/** A write whose answer holds the case's lifecycle: the state it names, in the model's terms. */
const lifecycleAnswer = (answer: { status: number; body: { data: { lifecycle: Lifecycle } } }): Answer =>
  answer.status === 200
    ? {
        status: 200,
        says: {
          value: lifecycleFromSummary(answer.body.data.lifecycle, { amountDue, paidAmount: 0, cutAmount: 0 })
            .value,
        },
      }
    : { status: answer.status }

/** A write whose answer says nothing of the case's state. */
const statusOnly = async (call: Promise<{ status: number }>): Promise<Answer> => ({
  status: (await call).status,
})

/** A telling the service takes as a fact (money, an order): taken when it moved the case, refused otherwise. */
const toldAnswer = (answer: { status: number; body: { data: { caseMoved: boolean } } }): Answer => ({
  status: answer.status === 200 && !answer.body.data.caseMoved ? 409 : answer.status,
})

async function send(worked: WorkedCase, event: CaseLifecycleEvent): Promise<Answer> {
  const { caseId } = worked
  // Whoever holds the case works it; taken back, the manager does.
  const writer = worked.holder ?? manager
  const as = { token: writer.token }
  const marked = async (mark: CaseMark) =>
    lifecycleAnswer(await server.call(markCase, { caseId, mark, ...write() }, as))
  if (event.type === 'PIN')
    return withOtherPins(writer.userId, caseId, event.pinnedByUser, () => marked('PIN'))
  if ((caseMarks as readonly string[]).includes(event.type)) return marked(event.type as CaseMark)
  switch (event.type) {
    case 'ADD_COLLECTION_RECORD':
      return lifecycleAnswer(
        await server.call(addCollectionRecord, { caseId, record: aRecord(), ...write() }, as),
      )
    case 'BOOK_APPOINTMENT': {
      const record = aRecord({ dateItem: 'promiseToPay', dateTime: event.at })
      return lifecycleAnswer(await server.call(addCollectionRecord, { caseId, record, ...write() }, as))
    }
    case 'ADD_TODO':
      return statusOnly(
        server.call(addTodo, { caseId, text: 'Ask for the receipt', dueAt: bookedAt, ...write() }, as),
      )
    case 'COMPLETE_TODO':
    case 'REOPEN_TODO': {
      const done = event.type === 'COMPLETE_TODO'
      return statusOnly(server.call(setTodoDone, { caseId, todoId: worked.todoId, done, ...write() }, as))
    }
    case 'ALLOCATE': {
      // To the member not holding it: a case allocated to the member holding it is refused (held already).
      const to = worked.holder === worked.members[0] ? worked.members[1] : worked.members[0]
      const answer = await server.call(
        allocateCases,
        { caseIds: [caseId], teamId: worked.teamId, way: 'manual', memberIds: [to.userId], ...write() },
        { token: manager.token },
      )
      if (answer.status === 200) worked.holder = to
      return { status: answer.status }
    }
    case 'RETRIEVE': {
      const answer = await server.call(
        retrieveCases,
        { caseIds: [caseId], ...write() },
        { token: manager.token },
      )
      if (answer.status === 200) worked.holder = null
      return { status: answer.status }
    }
    case 'AMOUNT_CUT':
      return statusOnly(
        server.call(passAmountCut, { cutId: worked.cutId, ...write() }, { token: manager.token }),
      )
    case 'REPAYMENT_RECEIVED': {
      const notice = {
        repaymentId: `R-${randomUUID()}`,
        caseNo: worked.caseNo,
        amount: event.amount,
        kind: event.kind,
        paidAt: new Date(Date.now() - 3_600_000).toISOString(),
      }
      const answer = await server.call(notifyRepayment, notice, {
        headers: { [repaymentSignatureHeader]: signRepaymentNotice(notice, secret) },
      })
      const told = toldAnswer(answer)
      return told.status === 200
        ? { ...told, says: { context: { paidAmount: answer.body.data.paidAmount } } }
        : told
    }
    case 'SALE_ORDER_ENTERED_APP': {
      const entry = {
        platformOrderId: `O-${randomUUID()}`,
        caseNo: worked.caseNo,
        orderNo: event.orderNo,
        appliedAmount: 500_000,
        currency: worked.currency,
        enteredAt: new Date(Date.now() - 60_000).toISOString(),
      }
      return toldAnswer(
        await server.call(notifySaleOrderEntered, entry, {
          headers: { [saleOrderEntrySignatureHeader]: signSaleOrderEntry(entry, secret) },
        }),
      )
    }
    case 'DELAY_APPROVED':
    case 'DELAY_LAPSED':
    case 'CLOSE':
      try {
        await applyAsService(server, caseId, manager.userId, event)
        return { status: 200 }
      } catch (error) {
        if (error instanceof AppError) return { status: 409 }
        throw error
      }
    default:
      throw new Error(`the service has no way to send ${event.type} yet`)
  }
}

describe('the case lifecycle, played against the service', () => {
  it('every transition it defines is taken through the calls, and every event it refuses is refused with nothing written', async () => {
    const played = async (kind: 'collection' | 'sale', events: ServicePlay<WorkedCase>['events']) =>
      playPathsOnService<WorkedCase>(server, {
        kind: 'case',
        machine: caseLifecycleMachine,
        input: { amountDue },
        events,
        begin: () => newCase(kind),
        idOf: (worked) => worked.caseId,
        send: (worked, event) => send(worked, event as CaseLifecycleEvent),
        // A date agreed in a collection record books it: the record is recorded first, in the same write.
        sentWith: (event) => (event.type === 'BOOK_APPOINTMENT' ? [{ type: 'ADD_COLLECTION_RECORD' }] : []),
      })
    const collection = await played('collection', (snapshot) => collectionEventsIn(snapshot) as EventObject[])
    const sale = await played('sale', saleEvents as EventObject[])
    expect([...new Set([...collection.covered, ...sale.covered])].sort()).toEqual(collection.defined)
  }, 120_000)
})
