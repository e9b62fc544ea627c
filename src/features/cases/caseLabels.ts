import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { allocationWays, CaseDetail, contactKinds, dateItems } from '../../../contract/cases.ts'
import type { WorkdayGroupName } from '../../../contract/workday.ts'
import type { CaseLifecycleEvent } from '../../../machines/caseLifecycle.ts'

import { statusLabels } from '../../i18n/labels.ts'

type Labels<T extends string> = Record<T, MessageDescriptor>

export {
  channelLabels,
  connectionLabels,
  labelOf,
  repaymentKindLabels,
  statusLabels,
} from '../../i18n/labels.ts'

/** The "Due today" filter's choices: the groups of the welcome page's day. */
export const dueTodayLabels: Labels<WorkdayGroupName> = {
  appointments: msg`Appointments due`,
  promises: msg`Promises to pay due`,
  notContacted: msg`Not contacted today`,
  todos: msg`To-dos due`,
}

export const contactLabels: Labels<(typeof contactKinds)[number]> = {
  self: msg`The customer`,
  family: msg`Family`,
  colleague: msg`Colleague`,
  friend: msg`Friend`,
  other: msg`Other`,
}

export const dateItemLabels: Labels<(typeof dateItems)[number]> = {
  promiseToPay: msg`Promise to pay`,
  callBack: msg`Call back`,
  visit: msg`Visit`,
  none: msg`No date agreed`,
}

export const wayLabels: Labels<(typeof allocationWays)[number]> = {
  manual: msg`Manual`,
  automatic: msg`Automatic`,
  evenSplit: msg`Even split`,
}

export const loanStatusLabels: Labels<CaseDetail['loans'][number]['status']> = {
  repaid: msg`Repaid`,
  open: msg`Open`,
  overdue: msg`Overdue`,
}

export const genderLabels: Labels<CaseDetail['gender']> = {
  female: msg`Female`,
  male: msg`Male`,
  unspecified: msg`Not given`,
}

export const customerTypeLabels: Labels<CaseDetail['customerType']> = {
  new: msg`New customer`,
  returning: msg`Returning customer`,
}

export const paymentCycleLabels: Labels<CaseDetail['paymentCycle']> = {
  weekly: msg`Weekly`,
  biweekly: msg`Every two weeks`,
  monthly: msg`Monthly`,
}

/** What the process view calls each recorded event of the lifecycle machine. */
export const eventLabels: Labels<CaseLifecycleEvent['type']> = {
  REPAYMENT_RECEIVED: msg`Repayment received`,
  AMOUNT_CUT: msg`Amount cut passed`,
  DELAY_APPROVED: msg`Delay approved`,
  DELAY_LAPSED: msg`Delay lapsed`,
  MARK_DEAL: msg`Marked deal`,
  MARK_NO_DEAL: msg`Marked no deal`,
  BOOK_APPOINTMENT: msg`Appointment booked`,
  CLEAR_APPOINTMENT: msg`Appointment cleared`,
  ACTIVATE_EXTENSION: msg`Extension activated`,
  OPEN_DELAYED_REPAYMENT: msg`Delayed repayment opened`,
  ADD_COLLECTION_RECORD: msg`Collection record written`,
  ADD_TODO: msg`To-do added`,
  COMPLETE_TODO: msg`To-do completed`,
  REOPEN_TODO: msg`To-do reopened`,
  PIN: msg`Pinned on top`,
  UNPIN: msg`Pin cancelled`,
  CLOSE: msg`Case closed`,
  ALLOCATE: msg`Allocated`,
  RETRIEVE: msg`Retrieved`,
  SALE_ORDER_ENTERED_APP: msg`Entered the app`,
}

/** The machine's state names, region by region, as the process view shows them. */
export const stateLabels: Record<string, MessageDescriptor> = {
  ...statusLabels,
  noDeal: msg`No deal`,
  deal: msg`Deal`,
  none: msg`No appointment`,
  booked: msg`Appointment`,
  inactive: msg`No extension`,
  active: msg`Extension active`,
  notOffered: msg`No delayed repayment`,
  offered: msg`Delayed repayment open`,
  closed: msg`Closed`,
}
