import { roleIds } from './menus.ts'

// Apart from the day's schemas: the welcome page decides whether to show the day without them.
/**
 * The roles whose welcome page is their day: a collector's own cases, a team leader's team's, a
 * manager's. The server refuses the call to others, and the welcome shows them the areas list.
 */
export const workdayRoles: readonly number[] = [roleIds.collector, roleIds.teamLeader, roleIds.manager]
export const hasWorkday = (roleId: number) => workdayRoles.includes(roleId)
