import type { Action, WhoMay } from './actions.ts'
import { addCollectionRecord, addTodo, type CaseMark, markCase, revealPhone, setTodoDone } from './cases.ts'
import { menuIds, roleIds } from './menus.ts'

/** A case action may fix part of its call's input: the mark it puts, whether a to-do is done. */
type CaseAction = Action & { mark?: CaseMark; done?: boolean }

/**
 * Whoever opens cases changes the cases they reach (a collector her own, a user in a team that team's),
 * but auditors: they read every case and change none.
 */
const caseWriter: WhoMay = {
  menuId: menuIds.cases,
  readOnlyRoles: [roleIds.auditor],
  rows: 'inReach',
  outOfReach: 'case.notYours',
}

/** Seeing the full number changes nothing and every reveal is logged: whoever reaches the case may ask. */
const caseReader: WhoMay = {
  menuId: menuIds.cases,
  readOnlyRoles: [],
  rows: 'inReach',
  outOfReach: 'case.notYours',
}

/** A mark is a call to markCase with the mark fixed; the lifecycle machine decides it like any event. */
const markAction = <M extends CaseMark>(mark: M) =>
  ({ endpoint: markCase, whoMay: caseWriter, offline: true, mark }) as const satisfies CaseAction

/**
 * What a user does to a case, one entry each. The collector's work stays offered offline (an outbox
 * to hold it is issue 10); the full number needs the server, which checks the password and logs the
 * reveal, so offline it is disabled and says why.
 */
export const caseActions = {
  markDeal: markAction('MARK_DEAL'),
  markNoDeal: markAction('MARK_NO_DEAL'),
  clearAppointment: markAction('CLEAR_APPOINTMENT'),
  activateExtension: markAction('ACTIVATE_EXTENSION'),
  openDelayedRepayment: markAction('OPEN_DELAYED_REPAYMENT'),
  pin: markAction('PIN'),
  unpin: markAction('UNPIN'),
  addCollectionRecord: { endpoint: addCollectionRecord, whoMay: caseWriter, offline: true },
  addTodo: { endpoint: addTodo, whoMay: caseWriter, offline: true },
  completeTodo: { endpoint: setTodoDone, whoMay: caseWriter, offline: true, done: true },
  reopenTodo: { endpoint: setTodoDone, whoMay: caseWriter, offline: true, done: false },
  revealPhone: { endpoint: revealPhone, whoMay: caseReader, offline: false },
} as const satisfies Record<string, CaseAction>

export type CaseActionName = keyof typeof caseActions
