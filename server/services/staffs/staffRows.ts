import { eq, sql } from 'drizzle-orm'
import type { MemberStatus, StaffRow } from '../../../contract/staffs.ts'
import type { Database, Transaction } from '../../database/connect.ts'
import { roles, users } from '../../database/schema/accounts.ts'
import { leaveRequests, scheduleDays } from '../../database/schema/staffs.ts'
import { teams } from '../../database/schema/system.ts'

/** The member's today, on their own clock (their time zone). */
export const memberTodaySql = sql`(now() at time zone ${users.timeZone})::date`

/** The day their leader set today on the schedule, if any (work, leave or off). */
const setTodaySql = sql`(select ${scheduleDays.kind} from ${scheduleDays} where ${scheduleDays.memberId} = ${users.id}
    and ${scheduleDays.day} = ${memberTodaySql})`

/**
 * A member's status today, as the staffs list shows and filters it: left from their left date on,
 * on leave on a day of an approved request or a day their leader set as leave (a day the leader set
 * otherwise comes before the request), on duty otherwise.
 */
export const memberStatusSql = sql<MemberStatus>`case
  when ${users.leftDate} is not null and ${users.leftDate} <= ${memberTodaySql} then 'left'
  when ${setTodaySql} = 'leave' then 'onLeave'
  when ${setTodaySql} is not null then 'onDuty'
  when exists (select 1 from ${leaveRequests} where ${leaveRequests.memberId} = ${users.id}
    and ${leaveRequests.status} = 'approved' and ${memberTodaySql} = any(${leaveRequests.days})) then 'onLeave'
  else 'onDuty' end`

export const staffColumns = {
  id: users.id,
  name: users.displayName,
  username: users.username,
  phone: users.phone,
  roleId: users.roleId,
  roleName: roles.name,
  teamId: users.teamId,
  teamName: teams.name,
  timeZone: users.timeZone,
  entryDate: users.entryDate,
  leftDate: users.leftDate,
  status: memberStatusSql.as('member_status'),
  account: users.status,
}

export function selectStaffRows(db: Database | Transaction) {
  return db
    .select(staffColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(teams, eq(teams.id, users.teamId))
    .$dynamic()
}

export type RawStaffRow = Awaited<ReturnType<ReturnType<typeof selectStaffRows>['execute']>>[number]

export function toStaffRow({ account, ...row }: RawStaffRow): StaffRow {
  return { ...row, valid: account === 'active' }
}
