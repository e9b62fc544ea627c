import { sql } from 'drizzle-orm'

/**
 * Where the audit finds this area's recorded objects (cards, applications for one, code requests):
 * each one's id, what the office calls it (number: the card's; '#id' where it has none of its own),
 * whose it is (about: the holder, the member who applied or asked) and the state it holds.
 */
export const simCardAuditedObjects = {
  simCard: sql`select s.id, s.card_number as number, coalesce(u.display_name, '') as about, s.lifecycle
    from sim_cards s left join users u on u.id = s.holder_id`,
  simApplication: sql`select a.id, '#' || a.id as number, u.display_name as about, a.lifecycle
    from sim_applications a join users u on u.id = a.applicant_id`,
  otpApplication: sql`select a.id, '#' || a.id as number, u.display_name || ' · ' || s.card_number as about, a.lifecycle
    from otp_applications a join users u on u.id = a.applicant_id join sim_cards s on s.id = a.card_id`,
}
