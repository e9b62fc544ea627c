import type { ErrorCode } from '../../../contract/errors.ts'
import type { LeaveEvent } from '../../../machines/leave.ts'
import type { LeaveDecision } from '../../../machines/leaveDecisions.ts'

type Refused = Extract<LeaveDecision, { allowed: false }>

/** The error a refused leave decision answers with: what the leave machine refused, said to the user. */
export function leaveRefusal(refused: Refused, event: LeaveEvent): ErrorCode {
  if (refused.reason === 'decided') return 'staffs.leaveDecided'
  return event.type === 'CANCEL' ? 'staffs.notYourLeave' : 'staffs.ownLeave'
}
