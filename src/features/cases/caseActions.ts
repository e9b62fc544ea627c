import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CaseDetail, CaseMark, CaseRow } from '../../../contract/cases.ts'
import { roleIds } from '../../../contract/menus.ts'
import {
  decideCaseEvent,
  lifecycleFromSummary,
  type StoredLifecycle,
} from '../../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../../machines/caseLifecycle.ts'

/** A list row carries less than the detail; what it lacks does not bear on pins, the row's only writes. */
export function storedLifecycleOfRow(row: CaseRow): StoredLifecycle {
  return lifecycleFromSummary(
    {
      repayment: row.status,
      deal: row.deal,
      appointment: row.appointment !== null,
      extensionActive: false,
      delayedRepaymentOffered: false,
      closed: row.closed,
    },
    { amountDue: row.amount, paidAmount: row.paidAmount },
  )
}

/** The machine's stored shape of a case detail, so the client asks the very machine the server decides with. */
export function storedLifecycleOfDetail(detail: CaseDetail): StoredLifecycle {
  return lifecycleFromSummary(detail.lifecycle, {
    amountDue: detail.row.amount,
    paidAmount: detail.row.paidAmount,
  })
}

/** Auditors read every case and change none (the server refuses their writes too). */
export function mayWriteCases(roleId: number): boolean {
  return roleId !== roleIds.auditor
}

export function allows(stored: StoredLifecycle, event: CaseLifecycleEvent): boolean {
  return decideCaseEvent(stored, event).allowed
}

/** The case a message names: its number, and the customer, so a misclick shows before it counts. */
export interface NamedCase {
  caseNo: string
  name: string
}

export interface CaseMarkAction {
  mark: CaseMark
  /** What the button does, as an action: a badge beside it says where the case stands. */
  label: MessageDescriptor
  /** Pins are the user's own, not the case's: the machine allows both, the row says which applies. */
  appliesTo?: (pinned: boolean) => boolean
  /** The notice once the server has taken the mark. */
  done: (named: NamedCase) => MessageDescriptor
  /**
   * Marks the customer sees in the loan app, which the console cannot take back: asked again,
   * naming the case and what will happen.
   */
  confirm?: { question: (named: NamedCase) => MessageDescriptor; effect: MessageDescriptor }
}

/** The marks a user puts on a case, one object each for the list, the detail and the server's check. */
export const caseMarkActions: CaseMarkAction[] = [
  {
    mark: 'MARK_DEAL',
    label: msg`Mark as deal`,
    done: ({ caseNo }) => msg`${caseNo} is marked as deal`,
  },
  {
    mark: 'MARK_NO_DEAL',
    label: msg`Mark as no deal`,
    done: ({ caseNo }) => msg`${caseNo} is marked as no deal`,
  },
  {
    mark: 'CLEAR_APPOINTMENT',
    label: msg`Clear appointment`,
    done: ({ caseNo }) => msg`The appointment of ${caseNo} is cleared`,
  },
  {
    mark: 'ACTIVATE_EXTENSION',
    label: msg`Activate extension`,
    done: ({ caseNo }) => msg`Extension activated on ${caseNo}`,
    confirm: {
      question: ({ caseNo, name }) => msg`Activate the extension on ${caseNo} (${name})?`,
      effect: msg`The customer sees the extension in the loan app at once. It cannot be undone from the console.`,
    },
  },
  {
    mark: 'OPEN_DELAYED_REPAYMENT',
    label: msg`Open delayed repayment`,
    done: ({ caseNo }) => msg`Delayed repayment opened on ${caseNo}`,
    confirm: {
      question: ({ caseNo, name }) => msg`Open delayed repayment on ${caseNo} (${name})?`,
      effect: msg`The customer sees the request-delay action in the loan app at once and may ask to delay the repayment. It cannot be undone from the console.`,
    },
  },
  {
    mark: 'PIN',
    label: msg`Pin on top`,
    appliesTo: (pinned) => !pinned,
    done: ({ caseNo }) => msg`${caseNo} pinned on top`,
  },
  {
    mark: 'UNPIN',
    label: msg`Cancel pin`,
    appliesTo: (pinned) => pinned,
    done: ({ caseNo }) => msg`Pin of ${caseNo} cancelled`,
  },
]

// The pin limit is counted on the server, across every list and tab: the client leaves it to the
// server's refusal rather than guess from the rows it happens to hold.
const eventOf = (mark: CaseMark): CaseLifecycleEvent =>
  mark === 'PIN' ? { type: 'PIN', pinnedByUser: 0 } : { type: mark }

/** The marks the machine allows on this case now, for this user. */
export function offeredMarks(
  stored: StoredLifecycle,
  pinned: boolean,
  roleId: number,
  marks: readonly CaseMark[] = caseMarkActions.map((action) => action.mark),
): CaseMarkAction[] {
  if (!mayWriteCases(roleId)) return []
  return caseMarkActions.filter(
    (action) =>
      marks.includes(action.mark) &&
      (action.appliesTo?.(pinned) ?? true) &&
      allows(stored, eventOf(action.mark)),
  )
}
