import { msg } from '@lingui/core/macro'
import { type Actor, mayDo } from '../../../contract/actions.ts'
import { type CaseActionName, caseActions } from '../../../contract/caseActions.ts'
import type { CaseDetail, CaseMark, CaseRow } from '../../../contract/cases.ts'
import {
  caseEventAllowed,
  lifecycleFromSummary,
  type StoredLifecycle,
} from '../../../machines/caseDecisions.ts'
import type { CaseLifecycleEvent } from '../../../machines/caseLifecycle.ts'
import type { ActionTexts, ActionTextsOf } from '../../ui/actionTexts.ts'

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
    // A row's status already says whether the case is paid off, the one thing its cuts bear on.
    { amountDue: row.amount, paidAmount: row.paidAmount, cutAmount: 0 },
  )
}

/** The machine's stored shape of a case detail, so the client asks the very machine the server decides with. */
export function storedLifecycleOfDetail(detail: CaseDetail): StoredLifecycle {
  return lifecycleFromSummary(detail.lifecycle, {
    amountDue: detail.row.amount,
    paidAmount: detail.row.paidAmount,
    cutAmount: detail.cuts,
  })
}

/** Whether the contract's rule lets this user take the action at all, on any case (the server asks the same). */
export function mayTake(user: Actor, name: CaseActionName): boolean {
  return mayDo(caseActions[name].whoMay, user)
}

export function allows(stored: StoredLifecycle, event: CaseLifecycleEvent): boolean {
  return caseEventAllowed(stored, event)
}

/** The case a message names: its number, and the customer, so a misclick shows before it counts. */
export interface NamedCase {
  caseNo: string
  name: string
}

/** What each case action says; the contract's `caseActions` holds the rest of it. */
export const caseActionTexts: ActionTextsOf<typeof caseActions, NamedCase> = {
  markDeal: {
    label: msg`Mark as deal`,
    done: ({ caseNo }) => msg`${caseNo} is marked as deal`,
  },
  markNoDeal: {
    label: msg`Mark as no deal`,
    done: ({ caseNo }) => msg`${caseNo} is marked as no deal`,
  },
  clearAppointment: {
    label: msg`Clear appointment`,
    done: ({ caseNo }) => msg`The appointment of ${caseNo} is cleared`,
  },
  // Marks the customer sees in the loan app, which the console cannot take back: asked again.
  activateExtension: {
    label: msg`Activate extension`,
    done: ({ caseNo }) => msg`Extension activated on ${caseNo}`,
    confirm: {
      question: ({ caseNo, name }) => msg`Activate the extension on ${caseNo} (${name})?`,
      effect: msg`The customer sees the extension in the loan app at once. It cannot be undone from the console.`,
    },
  },
  openDelayedRepayment: {
    label: msg`Open delayed repayment`,
    done: ({ caseNo }) => msg`Delayed repayment opened on ${caseNo}`,
    confirm: {
      question: ({ caseNo, name }) => msg`Open delayed repayment on ${caseNo} (${name})?`,
      effect: msg`The customer sees the request-delay action in the loan app at once and may ask to delay the repayment. It cannot be undone from the console.`,
    },
  },
  pin: {
    label: msg`Pin on top`,
    done: ({ caseNo }) => msg`${caseNo} pinned on top`,
  },
  unpin: {
    label: msg`Cancel pin`,
    done: ({ caseNo }) => msg`Pin of ${caseNo} cancelled`,
  },
  // The form empties for the next call; without a word the user cannot tell a save from a reset.
  addCollectionRecord: {
    label: msg`Save record`,
    change: msg`New collection record`,
    done: () => msg`Collection record saved`,
  },
  // The to-do list itself shows the change.
  addTodo: { label: msg`Add to-do`, change: msg`New to-do` },
  completeTodo: { label: msg`Complete`, change: msg`To-do done` },
  reopenTodo: { label: msg`Reopen`, change: msg`To-do reopened` },
  revealPhone: { label: msg`Show full number` },
}

type MarkName = {
  [Name in CaseActionName]: (typeof caseActions)[Name] extends { mark: CaseMark } ? Name : never
}[CaseActionName]

const markNames = (Object.keys(caseActions) as CaseActionName[]).filter(
  (name): name is MarkName => 'mark' in caseActions[name],
)

/** Pins are the user's own, not the case's: the machine allows both, the row says which applies. */
const appliesTo: Partial<Record<MarkName, (pinned: boolean) => boolean>> = {
  pin: (pinned) => !pinned,
  unpin: (pinned) => pinned,
}

export interface CaseMarkAction extends ActionTexts<NamedCase> {
  name: MarkName
  mark: CaseMark
}

/** The marks a user puts on a case, one object each for the list and the detail. */
export const caseMarkActions: CaseMarkAction[] = markNames.map((name) => ({
  name,
  mark: caseActions[name].mark,
  ...caseActionTexts[name],
}))

// The pin limit is counted on the server, across every list and tab: the client leaves it to the
// server's refusal rather than guess from the rows it happens to hold.
export const markEvent = (mark: CaseMark): CaseLifecycleEvent =>
  mark === 'PIN' ? { type: 'PIN', pinnedByUser: 0 } : { type: mark }

/** The marks the machine allows on this case now and the contract's rule allows this user. */
export function offeredMarks(
  stored: StoredLifecycle,
  pinned: boolean,
  user: Actor,
  marks: readonly CaseMark[] = caseMarkActions.map((action) => action.mark),
): CaseMarkAction[] {
  return caseMarkActions.filter(
    (action) =>
      marks.includes(action.mark) &&
      mayTake(user, action.name) &&
      (appliesTo[action.name]?.(pinned) ?? true) &&
      allows(stored, markEvent(action.mark)),
  )
}
