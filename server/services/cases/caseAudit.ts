import { sql } from 'drizzle-orm'

/**
 * Where the audit finds this area's recorded objects (case (the customer)): each one's id, what the office calls
 * it (number; '#id' where it has none of its own), whose it is (about), and the state it holds.
 */
export const caseAuditedObjects = {
  case: sql`select c.id, c.case_no as number, c.customer_name as about, c.lifecycle from cases c`,
}
