import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { MessageType } from '../../../contract/messages.ts'
import type { Transaction } from '../../database/connect.ts'
import { messages } from '../../database/schema/messages.ts'
import type { MessageFacts, ProducedMessage } from './messageFacts.ts'

/** Who a message is for, what event made it, and the case it points at, if any. */
export interface MessageAddress {
  userId: number
  /** Names the event, unique per recipient: telling the same event again produces nothing more. */
  eventKey: string
  caseId?: number | null
}

/**
 * Produces a message inside the transaction of the event that makes it, so the message exists
 * exactly when the event does. Answers whether it was new (false: this event had produced it already).
 */
export async function produceMessage(
  tx: Transaction,
  address: MessageAddress,
  message: ProducedMessage,
): Promise<boolean> {
  const made = await tx
    .insert(messages)
    .values({
      userId: address.userId,
      type: message.type,
      facts: message.facts,
      caseId: address.caseId ?? null,
      eventKey: address.eventKey,
    })
    .onConflictDoNothing({ target: [messages.userId, messages.eventKey] })
    .returning({ id: messages.id })
  return made.length > 0
}

/** The key of what a code request's status tells, to whoever is told it. */
export const otpApplicationKey = (applicationId: number, status: string) =>
  `otpApplication:${applicationId}:${status}`

/**
 * Marks read the messages one event made for these users, once what they asked for is done: a code
 * request one office manager answered is no longer waiting for her, nor for the others told of it.
 * By (user, event key), the key the messages were produced under, so no other message is touched.
 */
export async function markEventDone(tx: Transaction, userIds: readonly number[], eventKey: string) {
  if (userIds.length === 0) return
  await tx
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(inArray(messages.userId, [...userIds]), eq(messages.eventKey, eventKey), isNull(messages.readAt)),
    )
}

/** The key of a collector's notice of one day (yyyy-MM-dd on their clock): one per day. */
export const caseStatisticsKey = (day: string) => `caseStatistics:${day}`

/** Who a producer's message is for, and the case it points at, if any. */
interface Recipient {
  userId: number
  caseId?: number
}

/** A producer of one type: its message goes to `to`, keyed by the event `keyOf` names. */
function producer<T extends MessageType, To extends Recipient>(
  type: T,
  keyOf: (to: To, facts: MessageFacts[T]) => string,
) {
  return (tx: Transaction, to: To, facts: MessageFacts[T]) =>
    produceMessage(tx, { userId: to.userId, caseId: to.caseId ?? null, eventKey: keyOf(to, facts) }, {
      type,
      facts,
    } as ProducedMessage)
}

type CutAudited = Recipient & { caseId: number; cutId: number }

/**
 * One producer per type: the area that raises the event calls it with the event's own key. Repayments
 * (the repayment notification) and case statistics (the daily job) today; the rest as their areas
 * (amount cuts, leave, allocation, SIM cards and OTP, seller orders) are built.
 */
export const produce = {
  repaySuccess: producer(
    'REPAY_SUCCESS_MESSAGE',
    (to: Recipient & { caseId: number; repaymentId: string }) => `repayment:${to.repaymentId}`,
  ),
  deductionPassed: producer('DEDUCTION_AUDIT_PASS_MESSAGE', (to: CutAudited) => `amountCut:${to.cutId}`),
  deductionRefused: producer('DEDUCTION_AUDIT_REFUSE_MESSAGE', (to: CutAudited) => `amountCut:${to.cutId}`),
  leaveApproved: producer(
    'LEAVE_APPROVAL_MESSAGE',
    (to: Recipient & { leaveId: number }) => `leave:${to.leaveId}`,
  ),
  // A request is approved or rejected once, so the one key serves both outcomes.
  leaveRejected: producer(
    'LEAVE_APPROVAL_MESSAGE',
    (to: Recipient & { leaveId: number }) => `leave:${to.leaveId}`,
  ),
  divisionCompleted: producer(
    'DIVISION_COMPLETED_MESSAGE',
    (to: Recipient & { allocationId: string }) => `allocation:${to.allocationId}`,
  ),
  otpCodeSent: producer(
    'SEND_OTP_CODE_MESSAGE',
    (to: Recipient & { otpApplicationId: number }) => `otpCode:${to.otpApplicationId}`,
  ),
  caseStatistics: producer('CASE_STATISTICS_NOTICE', (_to: Recipient, facts) => caseStatisticsKey(facts.day)),
  sellOrderEnteredApp: producer(
    'SELL_ORDER_ENTERED_APP',
    (_to: Recipient & { caseId: number }, facts) => `sellOrder:${facts.orderNo}`,
  ),
  // An application is told of each status it reaches: pending to the reviewer, the outcome to the applicant.
  otpApplication: producer('OTP_APPLICATION_MESSAGE', (to: Recipient & { applicationId: number }, facts) =>
    otpApplicationKey(to.applicationId, facts.status),
  ),
  // A card application's outcome, to its applicant: keyed apart from the code requests' numbering.
  simApplicationDecided: producer(
    'OTP_APPLICATION_MESSAGE',
    (to: Recipient & { simApplicationId: number }, facts) =>
      `simApplication:${to.simApplicationId}:${facts.status}`,
  ),
}
