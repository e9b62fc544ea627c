import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../contract/session.ts'
import { hashSecret, newSessionToken } from '../auth/tokens.ts'
import type { Database } from '../database/connect.ts'
import { roles, sessions, users } from '../database/schema/accounts.ts'
import { teams } from '../database/schema/system.ts'

export interface SignedInUser extends CurrentUser {
  sessionId: number
}

/**
 * The signed-in user as the contract shows it (CurrentUser), read from users joined with their role
 * (inner) and team (left): the one projection sign-in, the current-user call and every session use.
 */
export const currentUserColumns = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
  roleId: users.roleId,
  roleName: roles.name,
  menuIdList: roles.menuIds,
  cc: users.cc,
  timeZone: users.timeZone,
  teamId: users.teamId,
  teamName: teams.name,
} satisfies Record<keyof CurrentUser, unknown>

/** Opens a session for a user; the token goes to the client once and is kept only hashed. */
export async function openSession(db: Database, userId: number, address: string): Promise<string> {
  const token = newSessionToken()
  await db.insert(sessions).values({ tokenHash: hashSecret(token), userId, address })
  return token
}

const lastSeenResolutionMs = 60_000

/**
 * The session lookup every signed-in request makes, as one named prepared statement per database:
 * one shape, looked up by the token hash's unique index, so PostgreSQL plans it once per connection
 * instead of on every request (the planning cost ten times the lookup; docs/decisions/0016).
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      ...currentUserColumns,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('user_of_token')
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>()

/** The user behind a live token, or null when it is unknown, revoked or idle too long. */
export async function userOfToken(db: Database, token: string, idleMs: number): Promise<SignedInUser | null> {
  let lookup = sessionLookups.get(db)
  if (!lookup) {
    lookup = prepareSessionLookup(db)
    sessionLookups.set(db, lookup)
  }
  const [row] = await lookup.execute({
    tokenHash: hashSecret(token),
    idleSince: new Date(Date.now() - idleMs),
  })
  if (row?.status !== 'active') return null
  // Touch at most once a minute, so a busy user does not write on every request.
  if (Date.now() - row.lastSeenAt.getTime() > lastSeenResolutionMs) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId))
  }
  const { lastSeenAt: _seen, status: _status, ...user } = row
  return user
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashSecret(token)), isNull(sessions.revokedAt)))
}

export async function revokeAllSessions(db: Pick<Database, 'update'>, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
