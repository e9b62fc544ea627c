import { z } from 'zod'
import { keyedId, type LinkedScreen, linkOn, messageType, type Recipient } from './messageType.ts'

type LeaveReviewed = Recipient & { leaveId: number }

/**
 * A member's own leave requests are in the staff bar's My leave, on every page and for every role:
 * the welcome page opens with it shown on the request named.
 */
export const myLeaveScreen = { path: '/welcome', names: 'leave' } as const satisfies LinkedScreen

/** A member is told their leave request was approved or rejected, and by whom. */
export const leaveApprovalMessage = messageType({
  code: 'LEAVE_APPROVAL_MESSAGE',
  kind: 'Message',
  facts: z.object({
    firstDay: z.string(),
    lastDay: z.string(),
    approverName: z.string(),
    /** Messages kept before leave could be rejected have none, and were approvals. */
    outcome: z.enum(['approved', 'rejected']).optional(),
  }),
  title: { en: 'Leave reviewed', es: 'Permiso revisado' },
  words: ({ firstDay, lastDay, approverName, outcome }, language) => {
    const days = firstDay === lastDay ? firstDay : `${firstDay} – ${lastDay}`
    if (outcome === 'rejected')
      return {
        number: days,
        text:
          language === 'es'
            ? `${approverName} rechazó su solicitud de permiso (${days}).`
            : `${approverName} rejected your leave request (${days}).`,
      }
    return {
      number: days,
      text:
        language === 'es'
          ? `${approverName} aprobó su permiso (${days}).`
          : `${approverName} approved your leave (${days}).`,
    }
  },
  // A request is approved or rejected once, so the one key serves both outcomes.
  producers: {
    leaveApproved: (to: LeaveReviewed) => `leave:${to.leaveId}`,
    leaveRejected: (to: LeaveReviewed) => `leave:${to.leaveId}`,
  },
  opens: ({ eventKey }) => linkOn(myLeaveScreen, keyedId(eventKey)),
})

/** The staffs area's message types, as the registry (contract/allMessageTypes.ts) lists them. */
export const staffMessages = [leaveApprovalMessage] as const
