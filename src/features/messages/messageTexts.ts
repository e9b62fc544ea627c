import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageItem, MessageSubject, MessageType, RankPeriod } from '../../../contract/messages.ts'
import type { PolledCall } from '../../../machines/messagePolling.ts'

/** The short title of each type code, in the user's language; the content's text says the rest. */
export const messageTypeTitles: Record<MessageType, MessageDescriptor> = {
  REPAY_SUCCESS_MESSAGE: msg`Repayment received`,
  DEDUCTION_AUDIT_PASS_MESSAGE: msg`Amount cut approved`,
  DEDUCTION_AUDIT_REFUSE_MESSAGE: msg`Amount cut refused`,
  LEAVE_APPROVAL_MESSAGE: msg`Leave reviewed`,
  DIVISION_COMPLETED_MESSAGE: msg`Cases allocated`,
  SEND_OTP_CODE_MESSAGE: msg`OTP code sent`,
  CASE_STATISTICS_NOTICE: msg`Today's cases`,
  SELL_ORDER_ENTERED_APP: msg`Order entered the app`,
  OTP_APPLICATION_MESSAGE: msg`OTP application`,
}

/** The title of a message whose type is shared, by what it is about. */
const messageSubjectTitles: Record<MessageSubject, MessageDescriptor> = {
  simCardApplication: msg`SIM card application`,
}

/** A message's title: what it is about where its type is shared, else its type's. */
export const messageTitleOf = (item: Pick<MessageItem, 'name' | 'subject'>): MessageDescriptor =>
  // A copy kept before subjects were sent has none: its type's title.
  item.subject ? messageSubjectTitles[item.subject] : messageTypeTitles[item.name]

export const rankPeriodLabels: Record<RankPeriod, MessageDescriptor> = {
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
}

/** What could not be refreshed, named for the notice the bar shows beside the kept copy. */
export const polledCallLabels: Record<PolledCall, MessageDescriptor> = {
  notices: msg`Notices`,
  messages: msg`Messages`,
  ranking: msg`Ranking`,
  poll: msg`Messages`,
}
