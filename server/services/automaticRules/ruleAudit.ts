import { sql } from 'drizzle-orm'

/**
 * Where the audit finds this area's recorded objects (automaticRule (its owner)): each one's id, what the office calls
 * it (number; '#id' where it has none of its own), whose it is (about), and the state it holds.
 */
export const automaticRuleAuditedObjects = {
  automaticRule: sql`select r.id, '#' || r.id as number, u.display_name as about, r.lifecycle
    from automatic_rules r join users u on u.id = r.owner_id`,
}
