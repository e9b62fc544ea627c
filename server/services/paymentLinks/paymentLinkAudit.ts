import { sql } from 'drizzle-orm'

/**
 * Where the audit finds this area's recorded objects (paymentLink (its case)): each one's id, what the office calls
 * it (number; '#id' where it has none of its own), whose it is (about), and the state it holds.
 */
export const paymentLinkAuditedObjects = {
  paymentLink: sql`select p.id, '#' || p.id as number, c.case_no as about, p.lifecycle
    from payment_links p join cases c on c.id = p.case_id`,
}
