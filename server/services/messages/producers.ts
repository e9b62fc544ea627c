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

/** The key of a collector's notice of one day (yyyy-MM-dd on their clock): one per day. */
export const caseStatisticsKey = (day: string) => `caseStatistics:${day}`

/**
 * One producer per type: the area that raises the event calls it with the event's own key. Repayments
 * (the repayment notification), case statistics (the daily job) and the rest as their areas are built.
 */
export const produce = {
  repaySuccess: (
    tx: Transaction,
    to: { userId: number; caseId: number; repaymentId: string },
    facts: MessageFacts['REPAY_SUCCESS_MESSAGE'],
  ) =>
    produceMessage(
      tx,
      { userId: to.userId, caseId: to.caseId, eventKey: `repayment:${to.repaymentId}` },
      { type: 'REPAY_SUCCESS_MESSAGE', facts },
    ),
  deductionAudited: (
    tx: Transaction,
    to: { userId: number; caseId: number; cutId: number },
    outcome:
      | { passed: true; facts: MessageFacts['DEDUCTION_AUDIT_PASS_MESSAGE'] }
      | { passed: false; facts: MessageFacts['DEDUCTION_AUDIT_REFUSE_MESSAGE'] },
  ) =>
    produceMessage(
      tx,
      { userId: to.userId, caseId: to.caseId, eventKey: `amountCut:${to.cutId}` },
      outcome.passed
        ? { type: 'DEDUCTION_AUDIT_PASS_MESSAGE', facts: outcome.facts }
        : { type: 'DEDUCTION_AUDIT_REFUSE_MESSAGE', facts: outcome.facts },
    ),
  leaveApproved: (
    tx: Transaction,
    to: { userId: number; leaveId: number },
    facts: MessageFacts['LEAVE_APPROVAL_MESSAGE'],
  ) =>
    produceMessage(
      tx,
      { userId: to.userId, eventKey: `leave:${to.leaveId}` },
      { type: 'LEAVE_APPROVAL_MESSAGE', facts },
    ),
  divisionCompleted: (
    tx: Transaction,
    to: { userId: number; allocationId: string },
    facts: MessageFacts['DIVISION_COMPLETED_MESSAGE'],
  ) =>
    produceMessage(
      tx,
      { userId: to.userId, eventKey: `allocation:${to.allocationId}` },
      { type: 'DIVISION_COMPLETED_MESSAGE', facts },
    ),
  otpCodeSent: (
    tx: Transaction,
    to: { userId: number; otpApplicationId: number },
    facts: MessageFacts['SEND_OTP_CODE_MESSAGE'],
  ) =>
    produceMessage(
      tx,
      { userId: to.userId, eventKey: `otpCode:${to.otpApplicationId}` },
      { type: 'SEND_OTP_CODE_MESSAGE', facts },
    ),
  caseStatistics: (tx: Transaction, to: { userId: number }, facts: MessageFacts['CASE_STATISTICS_NOTICE']) =>
    produceMessage(
      tx,
      { userId: to.userId, eventKey: caseStatisticsKey(facts.day) },
      { type: 'CASE_STATISTICS_NOTICE', facts },
    ),
  sellOrderEnteredApp: (
    tx: Transaction,
    to: { userId: number; caseId: number },
    facts: MessageFacts['SELL_ORDER_ENTERED_APP'],
  ) =>
    produceMessage(
      tx,
      { userId: to.userId, caseId: to.caseId, eventKey: `sellOrder:${facts.orderNo}` },
      { type: 'SELL_ORDER_ENTERED_APP', facts },
    ),
  otpApplication: (
    tx: Transaction,
    to: { userId: number; applicationId: number },
    facts: MessageFacts['OTP_APPLICATION_MESSAGE'],
  ) =>
    produceMessage(
      tx,
      { userId: to.userId, eventKey: `otpApplication:${to.applicationId}:${facts.status}` },
      { type: 'OTP_APPLICATION_MESSAGE', facts },
    ),
}
