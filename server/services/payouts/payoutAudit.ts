import { sql } from 'drizzle-orm'

/**
 * Where the audit finds this area's recorded objects (payoutLine (the member paid)): each one's id, what the office calls
 * it (number; '#id' where it has none of its own), whose it is (about), and the state it holds.
 */
export const payoutAuditedObjects = {
  payoutLine: sql`select p.id, '#' || p.id as number, u.display_name as about, p.lifecycle
    from payout_lines p join users u on u.id = p.member_id`,
}
