import { and, eq, isNull, or, sql } from 'drizzle-orm'
import { menuIds } from '../../../contract/menus.ts'
import type { Transaction } from '../../database/connect.ts'
import { roles, users } from '../../database/schema/accounts.ts'

/** Whoever answers the code requests of a member of this team: those in her team, and those in none. */
export async function codeKeepersOf(tx: Transaction, teamId: number | null): Promise<number[]> {
  const keepers = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.status, 'active'),
        sql`${menuIds.waOtpApplication} = any(${roles.menuIds})`,
        teamId === null ? isNull(users.teamId) : or(isNull(users.teamId), eq(users.teamId, teamId)),
      ),
    )
  return keepers.map((keeper) => keeper.id)
}
