import type { MessageType } from '../../../contract/messages.ts'

/** An amount in a currency's minor units. */
export interface Money {
  amount: number
  currency: string
}

/**
 * What each type of message keeps of its event: facts, not sentences, so the words are written in
 * the reader's language when read (messageTexts.ts), and a wording change reaches old messages too.
 */
export interface MessageFacts {
  REPAY_SUCCESS_MESSAGE: { caseNo: string; customerName: string; paid: Money }
  DEDUCTION_AUDIT_PASS_MESSAGE: { caseNo: string; cut: Money }
  DEDUCTION_AUDIT_REFUSE_MESSAGE: { caseNo: string; cut: Money; reason: string }
  /** outcome: messages kept before leave could be rejected have none, and were approvals. */
  LEAVE_APPROVAL_MESSAGE: {
    firstDay: string
    lastDay: string
    approverName: string
    outcome?: 'approved' | 'rejected'
  }
  DIVISION_COMPLETED_MESSAGE: { caseCount: number; teamName: string }
  SEND_OTP_CODE_MESSAGE: { cardNumber: string; code: string }
  CASE_STATISTICS_NOTICE: {
    /** The collector's working day, yyyy-MM-dd in their time zone. */
    day: string
    dueToday: number
    appointmentsToday: number
    promised: Money[]
  }
  SELL_ORDER_ENTERED_APP: { caseNo: string; customerName: string; orderNo: string }
  OTP_APPLICATION_MESSAGE: CodeRequestFacts | CardApplicationFacts
}

/**
 * A WhatsApp code request: pending, to whoever keeps the cards; failed (no code came) or cancelled
 * (the card was taken back from her), to the member who asked. Messages kept before 'failed' existed
 * say 'rejected' for it.
 */
export interface CodeRequestFacts {
  applicantName: string
  cardNumber: string
  status: 'pending' | 'passed' | 'rejected' | 'failed' | 'cancelled'
  reason: string | null
}

/** The outcome of a member's SIM card application, to the applicant: the card given, or the reason why not. */
export type CardApplicationFacts =
  | { about: 'cardApplication'; status: 'passed'; cardNumber: string }
  | { about: 'cardApplication'; status: 'rejected'; reason: string }

/** One message of a type, as a producer makes it. */
export type ProducedMessage<T extends MessageType = MessageType> = {
  [K in T]: { type: K; facts: MessageFacts[K] }
}[T]
