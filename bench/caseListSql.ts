// The SQL a case-list call runs for a user, built by the service itself, so the bench can run it alone.
import { eq } from 'drizzle-orm'
import { caseListInput } from '../contract/cases.ts'
import { openDatabase } from '../server/database/connect.ts'
import { users } from '../server/database/schema/accounts.ts'
import { casePageQuery } from '../server/services/cases/caseList.ts'
import { scopeOf } from '../server/services/cases/caseScope.ts'

export interface Statement {
  text: string
  values: unknown[]
}

/** The one statement of the all-cases page that `params` (a list call's query) asks `username` for. */
export async function listSqlOf(url: string, username: string, params: string): Promise<Statement> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 })
  try {
    const { db } = database
    const [user] = await db
      .select({ userId: users.id, roleId: users.roleId, teamId: users.teamId, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.username, username))
    if (!user) throw new Error(`no user ${username}`)
    const input = caseListInput.parse(Object.fromEntries(new URLSearchParams(params)))
    const context = {
      db,
      scope: scopeOf(user),
      viewerId: user.userId,
      language: 'en' as const,
      timeZone: user.timeZone,
    }
    const { sql, params: values } = casePageQuery(context, 'all', input).query.toSQL()
    return { text: sql, values }
  } finally {
    await database.close()
  }
}
