import { sql } from 'drizzle-orm'

/**
 * Where the audit finds this area's recorded objects (offlineRepayment (its case)): each one's id, what the office calls
 * it (number; '#id' where it has none of its own), whose it is (about), and the state it holds.
 */
export const offlineRepaymentAuditedObjects = {
  offlineRepayment: sql`select r.id, '#' || r.id as number, c.case_no as about, r.lifecycle
    from offline_repayments r join cases c on c.id = r.case_id`,
}
