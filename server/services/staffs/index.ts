/**
 * The staffs area's public module: all that other server areas may use of it (dependency-cruiser's
 * `server-area-only-through-its-public-module`). Case allocation reads a team's reach and its members'
 * days here; to use more, export it here first.
 */

export { leaveAuditedObjects } from './leaveAudit.ts'
export {
  attendanceOfMembers,
  type MemberAttendance,
  type MemberDay,
  memberDaysOf,
} from './memberAttendance.ts'
export { type ScheduleMember, scheduleDayOf } from './memberDays.ts'
export { assertTeamInScope, teamReachCondition } from './staffScope.ts'
export { withDays } from './teamCalendars.ts'
