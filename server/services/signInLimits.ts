import { and, count, eq, gt, min } from 'drizzle-orm'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../database/connect.ts'
import { signInLog } from '../database/schema/accounts.ts'
import { AppError } from '../http/errors.ts'

type Kind = 'signIn' | 'reset'

/**
 * Refuses an attempt when the account or the address has failed too often in the window.
 * Counting from the database keeps the limit true across server processes.
 */
export async function assertUnderAttemptLimit(
  db: Database,
  limits: ServerConfig['signInLimits'],
  kind: Kind,
  account: string,
  address: string,
): Promise<void> {
  const since = new Date(Date.now() - limits.windowMs)
  const failures = (column: typeof signInLog.account | typeof signInLog.address, value: string) =>
    db
      .select({ n: count(), oldest: min(signInLog.at) })
      .from(signInLog)
      .where(
        and(
          eq(signInLog.kind, kind),
          eq(column, value),
          eq(signInLog.succeeded, false),
          gt(signInLog.at, since),
        ),
      )
  const [[byAccount], [byAddress]] = await Promise.all([
    failures(signInLog.account, account),
    failures(signInLog.address, address),
  ])
  const blocked = [
    { row: byAccount, limit: limits.perAccount },
    { row: byAddress, limit: limits.perAddress },
  ].find(({ row, limit }) => row && row.n >= limit)
  if (blocked?.row?.oldest) {
    const waitMs = new Date(blocked.row.oldest).getTime() + limits.windowMs - Date.now()
    throw new AppError('auth.tooManyAttempts', { params: { seconds: Math.max(1, Math.ceil(waitMs / 1000)) } })
  }
}

export async function recordAttempt(
  db: Pick<Database, 'insert'>,
  attempt: {
    kind: Kind
    account: string
    address: string
    userId: number | null
    succeeded: boolean
    reason?: string
  },
): Promise<void> {
  await db.insert(signInLog).values({ ...attempt, reason: attempt.reason ?? '' })
}
