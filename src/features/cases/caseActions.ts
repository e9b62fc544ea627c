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

export interface CaseMarkAction {
  mark: CaseMark
  label: MessageDescriptor
  /** Pins are the user's own, not the case's: the machine allows both, the row says which applies. */
  appliesTo?: (pinned: boolean) => boolean
}

/** The marks a user puts on a case, one object each for the list, the detail and the server's check. */
export const caseMarkActions: CaseMarkAction[] = [
  { mark: 'MARK_DEAL', label: msg`Deal` },
  { mark: 'MARK_NO_DEAL', label: msg`No deal` },
  { mark: 'CLEAR_APPOINTMENT', label: msg`Clear appointment` },
  { mark: 'ACTIVATE_EXTENSION', label: msg`Activate extension` },
  { mark: 'OPEN_DELAYED_REPAYMENT', label: msg`Open delayed repayment` },
  { mark: 'PIN', label: msg`Pin on top`, appliesTo: (pinned) => !pinned },
  { mark: 'UNPIN', label: msg`Cancel pin`, appliesTo: (pinned) => pinned },
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
