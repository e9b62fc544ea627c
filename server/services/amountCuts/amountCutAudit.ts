import { sql } from 'drizzle-orm'

/**
 * Where the audit finds this area's recorded objects (amountCut (its case)): each one's id, what the office calls
 * it (number; '#id' where it has none of its own), whose it is (about), and the state it holds.
 */
export const amountCutAuditedObjects = {
  amountCut: sql`select a.id, '#' || a.id as number, c.case_no as about, a.lifecycle
    from amount_cuts a join cases c on c.id = a.case_id`,
}
