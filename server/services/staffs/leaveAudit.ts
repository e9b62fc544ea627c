import { sql } from 'drizzle-orm'

/**
 * Where the audit finds this area's recorded objects (leaveRequest (the member)): each one's id, what the office calls
 * it (number; '#id' where it has none of its own), whose it is (about), and the state it holds.
 */
export const leaveAuditedObjects = {
  leaveRequest: sql`select l.id, '#' || l.id as number, u.display_name as about, l.lifecycle
    from leave_requests l join users u on u.id = l.member_id`,
}
